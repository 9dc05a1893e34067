import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Check } from '@/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { getCategoriesQueryOptions } from '@/lib/categories';
import { useT } from '@/lib/i18n';

import { CategoryFields } from './category-fields';
import { popoverClasses } from './form-classes';

type ApprovePopoverProps = {
  title: string;
  category: string | null;
  subcategory: string | null;
  disabled: boolean;
  onApprove: (category: string, subcategory: string | null) => void;
};

/** Approve, into a category and subcategory prefilled from the video's assigned category. */
export function ApprovePopover({ title, category, subcategory, disabled, onApprove }: ApprovePopoverProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(category ?? '');
  const [chosenSub, setChosenSub] = useState(subcategory ?? '');
  const tree = useQuery({ ...getCategoriesQueryOptions(), enabled: open }).data;
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setOpen(false);
    onApprove(chosen, chosenSub || null);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button data-action="approve" disabled={disabled} className="px-3">
          <Check aria-hidden="true" className="size-4" />
          {t('moderation.approve')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('moderation.approveTitle', { title })}
          className={popoverClasses}
          onOpenAutoFocus={(event) => {
            // With a category already chosen, Enter approves at once.
            if (!chosen) return;
            event.preventDefault();
            document.getElementById(`${id}-confirm`)?.focus();
          }}
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            <CategoryFields
              id={id}
              label={t('suggest.category')}
              tree={tree}
              category={chosen}
              subcategory={chosenSub}
              onChange={(nextCategory, nextSubcategory) => {
                setChosen(nextCategory);
                setChosenSub(nextSubcategory);
              }}
            />
            <Button id={`${id}-confirm`} type="submit" disabled={!chosen}>
              {t('moderation.approveVideo')}
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
