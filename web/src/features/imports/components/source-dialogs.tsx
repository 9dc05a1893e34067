import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

import { useDeleteSource } from '../api/delete-source';
import type { Source } from '@focustube/contracts';
import { useUpdateSource } from '../api/update-source';

import { CategorySelect, Field, fieldClasses } from './form-fields';

const sourceName = (source: Source) => source.channel_title ?? source.channel_id;

function SourceDialog({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl outline-none">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Change a source's category or refresh schedule. */
export function EditSourceDialog({ source }: { source: Source }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState(source.assigned_category ?? '');
  const [schedule, setSchedule] = useState(source.refresh_pattern);
  const update = useUpdateSource();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: source.id,
        ...(category !== (source.assigned_category ?? '') ? { assigned_category: category } : {}),
        refresh_pattern: schedule.trim() || undefined,
      },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <SourceDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        update.reset();
      }}
      trigger={
        <Button
          variant="outline"
          className="px-3 py-1.5"
          aria-label={t('sources.editName', { name: sourceName(source) })}
        >
          {t('sources.edit')}
        </Button>
      }
      title={t('sources.editName', { name: sourceName(source) })}
      description={t('sources.editLead')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-category`} label={t('suggest.category')}>
          <CategorySelect
            id={`${id}-category`}
            emptyLabel={t('editor.noCategory')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        </Field>
        <Field
          id={`${id}-schedule`}
          label={t('sources.schedule')}
          hint={t('sources.scheduleHint')}
          error={update.isError ? update.error.message : null}
        >
          <input
            id={`${id}-schedule`}
            value={schedule}
            onChange={(event) => setSchedule(event.target.value)}
            spellCheck={false}
            aria-describedby={`${id}-schedule-hint`}
            aria-invalid={update.isError ? true : undefined}
            className={`${fieldClasses} font-mono`}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="ghost">{t('common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('settings.saving') : t('sources.saveChanges')}
          </Button>
        </div>
      </form>
    </SourceDialog>
  );
}

/** Stop refreshing a source, after asking. */
export function DeleteSourceDialog({ source }: { source: Source }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSource();
  return (
    <SourceDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        remove.reset();
      }}
      trigger={
        <Button
          variant="outline"
          className="px-3 py-1.5 text-destructive"
          aria-label={t('sources.deleteName', { name: sourceName(source) })}
        >
          {t('editor.delete')}
        </Button>
      }
      title={t('sources.deleteTitle', { name: sourceName(source) })}
      description={t('sources.deleteLead')}
    >
      {remove.isError && (
        <p role="alert" className="text-sm text-destructive">
          {remove.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </Dialog.Close>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(source.id, { onSuccess: () => setOpen(false) })}
        >
          {remove.isPending ? t('deleteAccount.deleting') : t('sources.delete')}
        </Button>
      </div>
    </SourceDialog>
  );
}
