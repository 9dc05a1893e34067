type ProgressBarProps = {
  /** Percent done; rounded and kept within 0–100. */
  value: number;
  label: string;
  /** What assistive technology reads instead of the bare percentage, e.g. "40%, failed". */
  valueText?: string;
  failed?: boolean;
  className?: string;
};

/** A thin bar that assistive technology reads as a percentage. */
export function ProgressBar({ value, label, valueText, failed = false, className = '' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2 overflow-hidden rounded-full bg-muted ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${failed ? 'bg-destructive' : 'bg-primary'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
