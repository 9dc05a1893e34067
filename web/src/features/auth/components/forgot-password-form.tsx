import { useRef, useState, type FormEvent } from 'react';

import { SubmitButton } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { check, serverFieldErrors } from '@/lib/field-errors';
import { useT } from '@/lib/i18n';

import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link and shows the server's neutral answer (it never says whether the email exists). */
export function ForgotPasswordForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRequest = useRequestPasswordReset();
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check.email(email);
    setError(problem);
    if (problem) return inputRef.current?.focus();
    resetRequest.mutate(email.trim(), {
      onError: (failure) => {
        setError(serverFieldErrors(failure, ['email'] as const).email);
        inputRef.current?.focus();
      },
    });
  };

  const fieldError = error;
  const otherFailure = resetRequest.isError && !fieldError ? resetRequest.error.message : '';

  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="success">
        {resetRequest.isSuccess && (
          <>
            <p className="font-medium">{resetRequest.data.message}</p>
            {/* The way back to Sign In is the card's own link, just below. */}
            <p className="mt-1">{t('forgot.linkOnce')}</p>
          </>
        )}
      </FormMessage>
      <FormMessage tone="error">{otherFailure}</FormMessage>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField
          ref={inputRef}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setError(undefined);
            if (resetRequest.isSuccess) resetRequest.reset();
          }}
          error={fieldError}
        />
        <SubmitButton pending={resetRequest.isPending} pendingLabel={t('forgot.pending')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
