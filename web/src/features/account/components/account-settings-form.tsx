import type { User } from '@focustube/contracts';
import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { translate, useT } from '@/lib/i18n';
import { check, collectErrors, focusFirstError, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';

import { useUpdateAccount, type AccountChanges } from '../api/update-account';

const FIELDS = ['username', 'email', 'current_password', 'new_password', 'new_password2'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Spec §5 wording. */
export const NEW_PASSWORDS_MISMATCH = 'New passwords do not match!';
export const SETTINGS_SAVED = 'Settings saved';

const fromUser = (user: User): Values => ({
  username: user.username,
  email: user.email,
  current_password: '',
  new_password: '',
  new_password2: '',
});

/** Only what changed goes to the server, with the current password that authorises it. */
function changesFrom(values: Values, user: User): AccountChanges | null {
  const changes: AccountChanges = { current_password: values.current_password };
  if (values.username.trim() !== user.username) changes.username = values.username.trim();
  if (values.email.trim() !== user.email) changes.email = values.email.trim();
  if (values.new_password) {
    changes.new_password = values.new_password;
    changes.new_password2 = values.new_password2;
  }
  return Object.keys(changes).length > 1 ? changes : null;
}

function checkValues(values: Values): FieldErrors<Field> {
  return collectErrors<Field>({
    username: check.username(values.username),
    email: check.email(values.email),
    current_password: check.required(values.current_password, translate('settings.currentPasswordRequired')),
    new_password: values.new_password ? check.password(values.new_password) : undefined,
    new_password2:
      values.new_password && values.new_password !== values.new_password2 ? translate('settings.mismatch') : undefined,
  });
}

/** Username, email and password of the signed-in account, prefilled from the account itself. */
export function AccountSettingsForm({ user }: { user: User }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const updateAccount = useUpdateAccount();
  const [values, setValues] = useState<Values>(() => fromUser(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (notice?.tone === 'success') setNotice(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkValues(values);
    setErrors(found);
    setNotice(found.new_password2 ? { tone: 'error', text: t('settings.mismatch') } : null);
    if (focusFirstError(formRef.current, FIELDS, found)) return;
    const changes = changesFrom(values, user);
    if (!changes) {
      setNotice({ tone: 'success', text: t('settings.nothingToSave') });
      return;
    }
    updateAccount.mutate(changes, {
      onSuccess: ({ user: saved }) => {
        setValues(fromUser(saved));
        setNotice({ tone: 'success', text: t('settings.saved') });
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS);
        setErrors(fromServer);
        setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : t('form.somethingWrong') });
        focusFirstError(formRef.current, FIELDS, fromServer);
      },
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onValueChange: update(name),
    error: errors[name],
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('settings.profile')}
        </legend>
        <FormField
          {...field('username')}
          label={t('register.username')}
          autoComplete="username"
          autoCapitalize="none"
          required
        />
        <FormField
          {...field('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4 border-t border-border pt-6">
        <legend className="float-left mb-3 w-full text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('form.password')}
        </legend>
        <FormField
          {...field('current_password')}
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('settings.currentPasswordHint')}
        />
        <FormField
          {...field('new_password')}
          label={t('settings.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('settings.newPasswordHint')}
        />
        <FormField
          {...field('new_password2')}
          label={t('settings.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
        />
      </fieldset>
      <div className="flex flex-col gap-4 border-t border-border pt-6">
        <FormMessage tone="error">{notice?.tone === 'error' && notice.text}</FormMessage>
        <FormMessage tone="success">{notice?.tone === 'success' && notice.text}</FormMessage>
        <Button type="submit" disabled={updateAccount.isPending} className="h-11 w-full sm:w-auto sm:self-end">
          {updateAccount.isPending ? t('settings.saving') : t('settings.submit')}
        </Button>
      </div>
    </form>
  );
}
