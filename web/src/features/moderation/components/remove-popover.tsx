import * as Popover from '@radix-ui/react-popover';
import { Trash } from '@/components/ui/icons';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

import { fieldClasses, popoverClasses } from './form-classes';

/** Remove, with an optional reason the history keeps. */
export function RemovePopover({
  title,
  disabled,
  onRemove,
  onOpenChange,
  notice,
}: {
  title: string;
  disabled: boolean;
  onRemove: (reason: string) => void;
  /** Told when it opens and closes: the pending queue holds a card while its Remove is open. */
  onOpenChange?: (open: boolean) => void;
  /** Why the video can no longer be removed here ("Already approved by alice"), said at the top. */
  notice?: string;
}) {
  const t = useT();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onRemove(reason.trim());
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button data-action="remove" variant="outline" disabled={disabled} className="px-3">
          <Trash aria-hidden="true" className="size-4" />
          {t('moderation.remove')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('moderation.removeTitle', { title })}
          className={popoverClasses}
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            {notice && <p className="text-sm font-semibold text-destructive">{notice}</p>}
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('moderation.reasonOptional')}
              <textarea
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                className={fieldClasses}
              />
            </label>
            <Button type="submit">{t('moderation.removeVideo')}</Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
