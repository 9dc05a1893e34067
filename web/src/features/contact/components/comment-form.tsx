import type { ContactInput } from '@focustube/contracts';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { translate, useT, type MessageId } from '@/lib/i18n';

import { useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactInput;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ContactInput = { name: '', email: '', text: '' };
const FIELDS: { name: Field; label: MessageId; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'comment.name', autoComplete: 'name' },
  { name: 'email', label: 'form.email', type: 'email', autoComplete: 'email' },
  { name: 'text', label: 'comment.message' },
];

function checkMessage(message: ContactInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!message.name.trim()) errors.name = translate('comment.nameRequired');
  if (!message.email.trim()) errors.email = translate('form.emailRequired');
  if (!message.text.trim()) errors.text = translate('comment.textRequired');
  return errors;
}

function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'text'] as const) {
    const first = error.problem?.errors?.[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}

/** A comment to the team, stored on the server for moderators to read. */
export function CommentForm() {
  const t = useT();
  const [message, setMessage] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sendMessage = useSendContactMessage();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMessage(message);
    setErrors(found);
    // Blank text is ignored (spec §5): nothing is sent until every field has something in it.
    if (Object.keys(found).length > 0) return;
    sendMessage.mutate(
      { name: message.name.trim(), email: message.email.trim(), text: message.text.trim() },
      {
        onSuccess: () => setMessage(EMPTY),
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  };

  const update = (field: Field, value: string) => {
    setMessage((current) => ({ ...current, [field]: value }));
    if (sendMessage.isSuccess) sendMessage.reset();
  };

  const fieldErrorsShown = Object.keys(errors).length > 0;

  return (
    <section aria-labelledby="comment-form" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="comment-form" className="text-lg font-semibold">
        {t('comment.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('comment.lead')}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {FIELDS.map(({ name, label, type = 'text', autoComplete }) => {
          const id = `${formId}-${name}`;
          const error = errors[name];
          const control = {
            id,
            name,
            value: message[name],
            onChange: (event: { target: { value: string } }) => update(name, event.target.value),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className:
              'rounded-lg border border-border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive',
          };
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium">
                {t(label)}
              </label>
              {name === 'text' ? (
                <textarea rows={4} {...control} />
              ) : (
                <input type={type} autoComplete={autoComplete} {...control} />
              )}
              {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
            </div>
          );
        })}
        <Button type="submit" disabled={sendMessage.isPending} className="self-start">
          {sendMessage.isPending ? t('common.sending') : t('comment.submit')}
        </Button>
        <div aria-live="polite" className="text-sm">
          {sendMessage.isSuccess && <p className="font-medium text-primary">{t('comment.sent')}</p>}
          {sendMessage.isError && !fieldErrorsShown && <p className="text-destructive">{sendMessage.error.message}</p>}
          {fieldErrorsShown && <p className="sr-only">{t('comment.fixFields')}</p>}
        </div>
      </form>
    </section>
  );
}
