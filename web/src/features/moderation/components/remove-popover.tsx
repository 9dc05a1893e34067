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
}: {
  title: string;
  disabled: boolean;
  onRemove: (reason: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
