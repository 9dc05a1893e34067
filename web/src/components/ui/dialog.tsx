import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@/components/ui/icons';
import { useRef, type ReactNode, type RefObject } from 'react';

import { useT } from '@/lib/i18n';

type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'side' slides in from the right like a drawer; 'center' is a small modal. */
  placement?: 'side' | 'center';
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when it closes (by default, where it was when the dialog opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * Radix's accessible dialog in the site's look, for every screen's dialogs (moderation, the course editor…):
 * focus trapped, Escape closes, focus returns.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  placement = 'center',
  role = 'dialog',
  returnFocusTo,
}: ModalDialogProps) {
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  const position =
    placement === 'side'
      ? 'inset-y-0 right-0 w-[min(28rem,92vw)] border-l data-[state=open]:animate-[fade-in_200ms_ease-out]'
      : 'left-1/2 top-1/2 w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl border data-[state=open]:animate-[fade-in_150ms_ease-out]';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix returns focus to a trigger of its own; most of our dialogs open from a button, a shortcut
          // or a menu without one, and focus fell to the page's body. It goes back to where it was.
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event: Event) => {
            const target = returnFocusTo?.current ?? opener.current;
            if (!target?.isConnected || target.matches(':disabled')) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed z-50 flex max-h-dvh flex-col border-border bg-card text-card-foreground shadow-xl outline-none motion-reduce:animate-none ${position}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;
