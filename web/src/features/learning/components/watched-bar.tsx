import { ProgressBar } from '@/components/ui/progress-bar';

/** How much of a video or course was watched, as a bar with its percent beside it. */
export function WatchedBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <ProgressBar value={value} label={label} className="flex-1" />
      <span className="w-10 text-right text-sm font-semibold tabular-nums">{value}%</span>
    </div>
  );
}
