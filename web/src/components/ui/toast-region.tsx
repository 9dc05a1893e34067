import { X } from '@/components/ui/icons';
import { toast, Toaster } from 'sonner';

import { useTheme } from '@/lib/theme';

import type { ToastOptions } from './toast';
import { translate, useT } from '@/lib/i18n';

const DEFAULT_MS = 4000;

export function notify(message: string, { role = 'status', duration = DEFAULT_MS, action, id }: ToastOptions): void {
  toast.custom(
    (id) => (
      <div
        role={role}
        className="flex w-full items-start gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg"
      >
        <p className="flex-1 font-medium">{message}</p>
        {action && (
          <button
            type="button"
            onClick={() => {
              toast.dismiss(id);
              action.onPress();
            }}
            className="-my-2.5 inline-flex min-h-10 shrink-0 items-center rounded-md px-3 font-semibold text-primary underline-offset-4 hover:bg-muted hover:underline"
          >
            {action.label}
          </button>
        )}
        <button
          type="button"
          onClick={() => toast.dismiss(id)}
          aria-label={translate('toast.dismiss')}
          className="-m-2.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    ),
    { duration, id },
  );
}

export const dismiss = (id: string) => toast.dismiss(id);

/**
 * Where notices appear: sonner's region, stacked at the foot of the screen, in the site's light or dark
 * colours, above a bar of actions a screen keeps at its foot (`useToastClearance`: the course editor's
 * Save, Publish, History and Delete were hidden under them on a phone) and below every modal dialog.
 * Mounted once, in the layout, so its live region exists before any text arrives.
 */
export default function ToastRegion() {
  const { theme } = useTheme();
  const t = useT();
  return (
    <Toaster
      theme={theme}
      position="bottom-center"
      // Every notice readable and its action reachable: stacked ones (two deapprovals in a row) hid the older Undo.
      expand
      offset={{ bottom: 'calc(var(--toast-clearance, 0px) + 24px)' }}
      mobileOffset={{ bottom: 'calc(var(--toast-clearance, 0px) + 16px)' }}
      containerAriaLabel={t('toast.region')}
      // Above the page, under any modal dialog and its overlay (z-40 and z-50, drawn after the page): the
      // library's own layer put "Added to My List", raised just before Report was pressed, over the dialog's
      // Cancel. A dialog hides the page behind it from screen readers and pointers, these notices with it.
      style={{ zIndex: 40 }}
    />
  );
}
