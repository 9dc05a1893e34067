import { REPORT_NOTE_MAX, type ReportReason } from '@focustube/contracts';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { DialogClose, ModalDialog } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { useT, type MessageId } from '@/lib/i18n';

import { useReportVideo } from '../api/report-video';

const REASONS: { value: ReportReason; label: MessageId; hint: MessageId }[] = [
  { value: 'not_educational', label: 'report.notEducational', hint: 'report.notEducationalHint' },
  { value: 'wrong_category', label: 'report.wrongCategory', hint: 'report.wrongCategoryHint' },
  { value: 'unavailable', label: 'report.unavailable', hint: 'report.unavailableHint' },
  { value: 'other', label: 'report.other', hint: 'report.otherHint' },
];

const fieldClasses =
  'w-full rounded-lg border border-border bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground/70 aria-[invalid=true]:border-destructive sm:text-sm';

/**
 * The Report dialog (a reason, and a note that "Other" needs), loaded when a member first presses Report
 * (report-video.tsx): open as it mounts; `onClose` when dismissed, `onReported` with the server's words.
 */
export function ReportDialog({
  videoId,
  title,
  returnFocusTo,
  onClose,
  onReported,
}: {
  videoId: string;
  title: string;
  /** The button that opened it (the dialog has no trigger of its own): focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('report.title')}
      description={title}
      returnFocusTo={returnFocusTo}
    >
      <ReportForm videoId={videoId} onDone={onReported} />
    </ModalDialog>
  );
}

function ReportForm({ videoId, onDone }: { videoId: string; onDone: (message: string) => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const report = useReportVideo(videoId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : t('report.chooseReason'),
      note: reason === 'other' && !note.trim() ? t('report.noteNeeded') : undefined,
    };
    setErrors(found);
    if (found.reason) return form.current?.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
    if (found.note) return form.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    report.mutate(
      { reason: reason as ReportReason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (result) => onDone(result.message || t('report.thanks')),
        onError: (failure) => setErrors(serverFieldErrors(failure, ['reason', 'note'] as const)),
      },
    );
  };

  // A 409 (already reported), a 429 (too many) or a network failure: the server's own sentence.
  const failure =
    report.isError && !errors.reason && !errors.note
      ? report.error instanceof ApiError
        ? report.error.message
        : t('report.failed')
      : '';
  const noteLabel = reason === 'other' ? t('report.note') : t('report.noteOptional');

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormMessage tone="error">{failure}</FormMessage>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t('report.question')}</legend>
        {REASONS.map((r) => (
          <label
            key={r.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => {
                setReason(r.value);
                setErrors({});
              }}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium">{t(r.label)}</span>
              <span className="text-xs text-muted-foreground">{t(r.hint)}</span>
            </span>
          </label>
        ))}
        {errors.reason && <FieldError id={`${id}-reason-error`}>{errors.reason}</FieldError>}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          required={reason === 'other'}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((e) => ({ ...e, note: undefined }));
          }}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          placeholder={t('report.notePlaceholder')}
          className={fieldClasses}
        />
        {errors.note && <FieldError id={`${id}-note-error`}>{errors.note}</FieldError>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? t('common.sending') : t('report.send')}
        </Button>
      </div>
    </form>
  );
}
