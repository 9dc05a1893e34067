import { BookmarkPlus, Flag } from '@/components/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { SubmitButton } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { dismissToast, showToast } from '@/components/ui/toast';
import { check, collectErrors, focusFirstError, type FieldErrors } from '@/lib/field-errors';
import { translate, useT } from '@/lib/i18n';
import { addToMyList, refreshMyList } from '@/lib/my-list';
import { signIn } from '@/lib/session';
import { useHydrated } from '@/lib/hydrated';
import { claimPendingAction, signInReason } from '@/lib/sign-in-reason';

import { textLinkClasses } from './auth-card';
import { returnPath } from './require-sign-in';

/** The name of registration's "Account created. Please sign in." notice, taken away once signed in. */
export const REGISTERED_TOAST = 'registered';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Email and password; on success, back to the page that asked for a sign-in (or home). */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  // Why the visitor was sent here (pressed Save or Report while signed out), said before anything is asked
  // of them; once hydrated, as the server's page (this form is rendered there too) knows no router state.
  const reason = signInReason(useHydrated() ? location.state : null);
  const ReasonIcon = reason === 'report' ? Flag : BookmarkPlus;
  // Registration passes the new account's email along, so only the password is left to type.
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    email: (location.state as { email?: string } | null)?.email ?? '',
    password: '',
  }));
  // …and the keyboard starts there.
  useEffect(() => {
    if ((location.state as { email?: string } | null)?.email)
      formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      email: check.required(values.email, t('form.emailRequired')),
      password: check.required(values.password, t('form.passwordRequired')),
    });
    setErrors(found);
    setFailure('');
    if (focusFirstError(formRef.current, FIELDS, found)) return;
    setPending(true);
    try {
      const user = await signIn(values.email.trim(), values.password);
      dismissToast(REGISTERED_TOAST);
      const target = returnPath(location.state);
      // Save (or Add to My List) pressed while signed out is done now, before the page it was pressed on is
      // shown again, so that page shows the video saved; a Report is opened by the page itself.
      const pending = claimPendingAction(target, user.id);
      if (pending?.action === 'save') {
        await addToMyList(pending.videoId).then(
          () => showToast(translate('cardMenu.added')),
          (error: Error) => showToast(translate('cardMenu.addFailed', { error: error.message }), { role: 'alert' }),
        );
        await refreshMyList(queryClient);
      }
      await navigate(target, { replace: true });
    } catch (error) {
      setPending(false);
      // 401 says "Invalid username or password"; a lock-out or network failure says why in its own words.
      setFailure(error instanceof Error ? error.message : t('form.somethingWrong'));
      setValues((current) => ({ ...current, password: '' }));
      formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    }
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {reason && (
        <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-accent px-3 py-2.5 text-sm text-accent-foreground">
          <ReasonIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(reason === 'report' ? 'login.reasonReport' : 'login.reasonSave')}
        </p>
      )}
      <FormMessage tone="error">{failure}</FormMessage>
      <EmailField value={values.email} onValueChange={update('email')} error={errors.email} />
      <PasswordField
        name="password"
        label={t('form.password')}
        autoComplete="current-password"
        value={values.password}
        onValueChange={update('password')}
        error={errors.password}
        labelAside={
          <Link to="/forgot-password" className={`text-sm ${textLinkClasses}`}>
            {t('login.forgot')}
          </Link>
        }
      />
      <SubmitButton pending={pending} pendingLabel={t('login.pending')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
