import type { RegisterInput } from '@focustube/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { SubmitButton } from '@/components/ui/button';
import { EmailField, FormField, PasswordField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { showToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { check, collectErrors, focusFirstError, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { translate, useT } from '@/lib/i18n';

import { useRegister } from '../api/register';
import { REGISTERED_TOAST } from './login-form';

const FIELDS = ['username', 'email', 'password', 'password2'] as const;
type Field = (typeof FIELDS)[number];

/** Spec §5 and §8 wording, in English (the catalogues' `register.mismatch` and `register.created`). */
export const PASSWORDS_MISMATCH = '❌ Passwords do not match!';
export const REGISTERED = '✅ Account created successfully. Please log in.';
// Spec §8: the first message from these lists, in this order.
const FAILURE_ORDER: readonly Field[] = ['email', 'username', 'password', 'password2'];

function registrationFailure(error: unknown, fields: FieldErrors<Field>) {
  const first = FAILURE_ORDER.map((field) => fields[field]).find(Boolean);
  const reason = first ?? (error instanceof ApiError ? error.message : translate('form.somethingWrong'));
  return translate('register.failed', { reason });
}

/**
 * What the message above the form says when the form's own checks fail: the spec's mismatch alert, or
 * the failure the server would have answered (spec §8), so a mistake is never shown only in small
 * print under one field.
 */
function checkFailure(found: FieldErrors<Field>, mismatch: boolean) {
  if (mismatch) return translate('register.mismatch');
  return Object.keys(found).length > 0 ? registrationFailure(null, found) : '';
}

export function RegistrationForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegister();
  const t = useT();
  const [values, setValues] = useState<RegisterInput>({ username: '', email: '', password: '', password2: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState('');

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mismatch = values.password2 !== '' && values.password !== values.password2;
    const found = collectErrors<Field>({
      username: check.username(values.username),
      email: check.email(values.email),
      password: check.password(values.password),
      password2: values.password2 ? (mismatch ? t('form.passwordsDiffer') : undefined) : t('form.confirmPassword'),
    });
    setErrors(found);
    setFailure(checkFailure(found, mismatch));
    // Nothing is sent until every field passes (spec §5).
    if (focusFirstError(formRef.current, FIELDS, found)) return;
    const input = { ...values, username: values.username.trim(), email: values.email.trim() };
    register.mutate(input, {
      onSuccess: () => {
        // Read on the sign-in page it leads to: it stays 7 s, as the notice did before the shared toasts, but
        // not onto the page after it (signing in takes it away).
        showToast(translate('register.created'), { duration: 7000, id: REGISTERED_TOAST });
        void navigate('/login', { state: { ...(location.state as object | null), email: input.email } });
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS);
        setErrors(fromServer);
        setFailure(registrationFailure(error, fromServer));
        if (!focusFirstError(formRef.current, FIELDS, fromServer)) formRef.current?.scrollIntoView();
      },
    });
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormMessage tone="error" icon={false}>
        {failure}
      </FormMessage>
      <FormField
        name="username"
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onValueChange={update('username')}
        error={errors.username}
        hint={t('register.usernameHint')}
      />
      <EmailField value={values.email} onValueChange={update('email')} error={errors.email} />
      <PasswordField
        name="password"
        label={t('form.password')}
        autoComplete="new-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
        hint={t('register.passwordHint')}
      />
      <PasswordField
        name="password2"
        label={t('register.confirm')}
        autoComplete="new-password"
        value={values.password2}
        onValueChange={update('password2')}
        error={errors.password2}
      />
      <SubmitButton pending={register.isPending} pendingLabel={t('register.pending')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
