import type { ReactNode } from 'react';

type StatusMessageProps = {
  title: string;
  children?: ReactNode;
  /** `alert` announces an error to screen readers as soon as it appears. */
  role?: 'alert' | 'status';
  /** `h1` when the message is the whole page. */
  heading?: 'h1' | 'h2';
};

/** A centred message for empty, error and not-found states. */
export function StatusMessage({ title, children, role = 'status', heading: Heading = 'h2' }: StatusMessageProps) {
  return (
    <div role={role} className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children && <div className="flex flex-col items-center gap-4 text-muted-foreground">{children}</div>}
    </div>
  );
}
