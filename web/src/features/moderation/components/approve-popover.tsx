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
  /** Told when it opens and closes: the pending queue holds a card while its Approve is open. */
  onOpenChange?: (open: boolean) => void;
  /** Why the video can no longer be approved here ("Already removed by bob"), said at the top. */
  notice?: string;
};

/** Approve, into a category and subcategory prefilled from the video's assigned category. */
export function ApprovePopover({
  title,
  category,
  subcategory,
  disabled,
  onApprove,
  onOpenChange,
  notice,
}: ApprovePopoverProps) {
  const t = useT();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
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
          aria-labelledby={`${id}-title`}
          className={popoverClasses}
          onOpenAutoFocus={(event) => {
            // With a category already chosen, Enter approves at once.
            if (!chosen) return;
            event.preventDefault();
            document.getElementById(`${id}-confirm`)?.focus();
          }}
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            {/* Names the video it is for: on a phone the box may cover the card's own title. */}
            <h2 id={`${id}-title`} className="line-clamp-3 text-sm font-semibold break-words">
              {t('moderation.approveTitle', { title })}
            </h2>
            {notice && <p className="text-sm font-semibold text-destructive">{notice}</p>}
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
