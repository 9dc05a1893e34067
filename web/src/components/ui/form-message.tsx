import { CircleAlert, CircleCheck } from '@/components/ui/icons';
import type { ReactNode } from 'react';

/**
 * A message above or below a form. Errors use role=alert so they are read at once; success uses
 * role=status. The element stays mounted (empty) so screen readers notice the text when it arrives.
 */
export function FormMessage({
  tone,
  children,
  icon = true,
}: {
  tone: 'error' | 'success';
  children?: ReactNode;
  /** Off for the spec's messages that carry their own ❌ or ✅. */
  icon?: boolean;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? (
        <div
          className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
            tone === 'error'
              ? 'border-destructive/40 bg-destructive/10 text-destructive'
              : 'border-primary/30 bg-accent text-accent-foreground'
          }`}
        >
          {icon && <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
