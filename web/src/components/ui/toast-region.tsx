import { X } from '@/components/ui/icons';
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
          className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    ),
    { duration },
  );
}

/**
 * Where notices appear: sonner's region, stacked at the foot of the screen in the site's light or dark
 * colours. Mounted once, in the layout, so its live region exists before any text arrives.
 */
export default function ToastRegion() {
  const { theme } = useTheme();
  const t = useT();
  return <Toaster theme={theme} position="bottom-center" containerAriaLabel={t('toast.region')} />;
}
