import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses, SubmitButton } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { check, collectErrors, focusFirstError, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useT } from '@/lib/i18n';

import { useConfirmPasswordReset } from '../api/password-reset';
import { textLinkClasses } from './auth-card';

const FIELDS = ['password', 'password2'] as const;
type Field = (typeof FIELDS)[number];

function LinkProblem({ children }: { children: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="error">
        <p className="font-medium">{children}</p>
      </FormMessage>
      <Link to="/forgot-password" className={buttonClasses('primary', 'h-11 w-full')}>
        {t('reset.askNew')}
      </Link>
    </div>
  );
}

/** A new password for the account in the reset link's `token`. */
export function ResetPasswordForm({ token }: { token: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirm = useConfirmPasswordReset();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password2: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const t = useT();

  if (!token) return <LinkProblem>{t('reset.incomplete')}</LinkProblem>;
  // The server names the token when the link has expired or was already used.
  const tokenProblem = serverFieldErrors(confirm.error, ['token'] as const).token;
  if (tokenProblem) return <LinkProblem>{t('reset.tokenProblem', { problem: tokenProblem })}</LinkProblem>;

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          <p className="font-medium">{confirm.data.message}</p>
        </FormMessage>
        <Link to="/login" className={buttonClasses('primary', 'h-11 w-full')}>
          {t('reset.goSignIn')}
        </Link>
      </div>
    );
  }

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      password: check.password(values.password),
      password2: !values.password2
        ? t('form.confirmPassword')
        : values.password !== values.password2
          ? t('form.passwordsDiffer')
          : undefined,
    });
    setErrors(found);
    if (focusFirstError(formRef.current, FIELDS, found)) return;
    confirm.mutate(
      { token, ...values },
      {
        onError: (error) => {
          const fromServer = serverFieldErrors(error, FIELDS);
          setErrors(fromServer);
          focusFirstError(formRef.current, FIELDS, fromServer);
        },
      },
    );
  };

  const failure = confirm.error instanceof ApiError && !confirm.error.problem?.errors ? confirm.error.message : '';

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormMessage tone="error">{failure}</FormMessage>
      <PasswordField
        name="password"
        label={t('reset.newPassword')}
        autoComplete="new-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
        hint={t('reset.hint')}
      />
      <PasswordField
        name="password2"
        label={t('reset.confirm')}
        autoComplete="new-password"
        value={values.password2}
        onValueChange={update('password2')}
        error={errors.password2}
      />
      <SubmitButton pending={confirm.isPending} pendingLabel={t('reset.pending')}>
        {t('reset.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t('reset.remembered')}{' '}
        <Link to="/login" className={textLinkClasses}>
          {t('reset.signIn')}
        </Link>
      </p>
    </form>
  );
}
