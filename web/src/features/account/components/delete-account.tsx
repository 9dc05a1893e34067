import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from '@/components/ui/icons';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { showToast } from '@/components/ui/toast';
import { translate, useT } from '@/lib/i18n';
import { serverFieldErrors } from '@/lib/field-errors';
import { signOut } from '@/lib/session';

import { useDeleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETED = 'Your account has been deleted. Thank you for learning with FocusTube.';
// Button's own variants set a background too; this one stands alone so the colours cannot clash.
const destructiveButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:opacity-50 bg-destructive text-background hover:bg-destructive/90';

/** Password first, then a confirmation dialog; afterwards the visitor is signed out and sent home. */
export function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passwordRef = useRef<HTMLInputElement>(null);
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('deleteAccount.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirmDelete = () =>
    deleteAccount.mutate(password, {
      onSuccess: async () => {
        // Leave the signed-in page first, or it would send the now signed-out visitor to /login.
        await navigate('/', { replace: true });
        await signOut();
        queryClient.clear();
        showToast(translate('deleteAccount.deleted'), { duration: 7000 });
      },
      onError: (failure) => {
        setConfirming(false);
        setError(serverFieldErrors(failure, ['password'] as const).password);
      },
    });

  const otherFailure = deleteAccount.isError && !error ? deleteAccount.error.message : '';

  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('deleteAccount.warning')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground">
          <li>{t('deleteAccount.loseAccount')}</li>
          <li>{t('deleteAccount.loseProgress')}</li>
          <li>{t('deleteAccount.loseMessages')}</li>
        </ul>
      </div>
      <FormMessage tone="error">{otherFailure}</FormMessage>
      <form onSubmit={askToConfirm} noValidate className="flex flex-col gap-4">
        <PasswordField
          ref={passwordRef}
          name="password"
          label={t('deleteAccount.password')}
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          hint={t('deleteAccount.passwordHint')}
        />
        <button type="submit" className={`h-11 w-full sm:w-auto sm:self-end ${destructiveButton}`}>
          {t('nav.deleteAccount')}
        </button>
      </form>

      <Dialog.Root
        open={confirming}
        onOpenChange={(open) => {
          if (!deleteAccount.isPending) setConfirming(open);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay motion-safe:animate-[fade-in_150ms_ease-out]" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              // After a wrong password, the field to fix is where the reader should land.
              if (!deleteAccount.isError) return;
              event.preventDefault();
              passwordRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl"
          >
            <Dialog.Title className="text-lg font-semibold">{t('deleteAccount.confirmTitle')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">
              {t('deleteAccount.confirmBody')}
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={deleteAccount.isPending}>
                  {t('common.cancel')}
                </Button>
              </Dialog.Close>
              <button
                type="button"
                onClick={confirmDelete}
                disabled={deleteAccount.isPending}
                className={destructiveButton}
              >
                {deleteAccount.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
