import { useT } from '@/lib/i18n';

type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label, className = '' }: SpinnerProps) {
  const t = useT();
  return (
    <div role="status" className={`flex justify-center py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
