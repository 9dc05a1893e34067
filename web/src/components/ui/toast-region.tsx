import { X } from '@/components/ui/icons';
import { useSyncExternalStore } from 'react';
import { toast, Toaster } from 'sonner';

import { useTheme } from '@/lib/theme';

import type { ToastOptions } from './toast';
import { translate, useT } from '@/lib/i18n';

const DEFAULT_MS = 4000;

export function notify(message: string, { role = 'status', duration = DEFAULT_MS }: ToastOptions): void {
  toast.custom(
    (id) => (
      <div
        role={role}
        className="flex w-full items-start gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg"
      >
        <p className="flex-1 font-medium">{message}</p>
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
    { duration },
  );
}

/** Phones: where a screen keeps its actions in a bar at the foot (the course editor), a notice there hid them. */
const PHONE = '(max-width: 639px)';
const subscribePhone = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * Where notices appear: sonner's region, stacked at the foot of the screen on wider screens and at its
 * top on a phone, in the site's light or dark colours and its font. Mounted once, in the layout, so its
 * live region exists before any text arrives.
 */
export default function ToastRegion() {
  const { theme } = useTheme();
  const t = useT();
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return (
    <Toaster theme={theme} position={phone ? 'top-center' : 'bottom-center'} containerAriaLabel={t('toast.region')} />
  );
}
