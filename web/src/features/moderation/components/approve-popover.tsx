import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { getCategoriesQueryOptions } from '@/lib/categories';

type ApprovePopoverProps = {
  title: string;
  category: string | null;
  subcategory: string | null;
  disabled: boolean;
  onApprove: (category: string, subcategory: string | null) => void;
};

export const popoverClasses =
  'z-40 w-72 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg outline-none data-[state=open]:animate-[fade-in_120ms_ease-out] motion-reduce:animate-none';
export const fieldClasses =
  'w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground';

/** Approve, into a category and subcategory prefilled from the video's assigned category. */
export function ApprovePopover({ title, category, subcategory, disabled, onApprove }: ApprovePopoverProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(category ?? '');
  const [chosenSub, setChosenSub] = useState(subcategory ?? '');
  const tree = useQuery({ ...getCategoriesQueryOptions(), enabled: open }).data;
  const subcategories = tree?.results.find((c) => c.slug === chosen)?.subcategories ?? [];
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
          Approve
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={`Approve ${title}`}
          className={popoverClasses}
          onOpenAutoFocus={(event) => {
            // With a category already chosen, Enter approves at once.
            if (!chosen) return;
            event.preventDefault();
            document.getElementById(`${id}-confirm`)?.focus();
          }}
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-category`} className="text-sm font-medium">
                Category
              </label>
              <select
                id={`${id}-category`}
                required
                value={chosen}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setChosenSub('');
                }}
                className={fieldClasses}
              >
                <option value="">Choose a category…</option>
                {chosen && !tree?.results.some((c) => c.slug === chosen) && <option value={chosen}>{chosen}</option>}
                {tree?.results.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-subcategory`} className="text-sm font-medium">
                Subcategory
              </label>
              <select
                id={`${id}-subcategory`}
                value={chosenSub}
                onChange={(event) => setChosenSub(event.target.value)}
                className={fieldClasses}
              >
                <option value="">None</option>
                {chosenSub && !subcategories.some((s) => s.slug === chosenSub) && (
                  <option value={chosenSub}>{chosenSub}</option>
                )}
                {subcategories.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <Button id={`${id}-confirm`} type="submit" disabled={!chosen}>
              Approve video
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
