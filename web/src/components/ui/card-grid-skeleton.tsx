import { Spinner } from './spinner';

/** Six placeholders the size of video cards, with a spinner, so nothing moves when the cards arrive. */
export function CardGridSkeleton({ label, gridClassName }: { label: string; gridClassName: string }) {
  return (
    <div className="relative">
      <ul aria-hidden="true" className={gridClassName}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-border bg-card">
            <div className="aspect-video animate-pulse bg-muted motion-reduce:animate-none" />
            <div className="flex flex-col gap-3 p-4">
              <div className="h-4 w-4/5 rounded bg-muted" />
              <div className="h-4 w-1/2 rounded bg-muted" />
              <div className="h-3 w-2/5 rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
      <Spinner label={label} className="absolute inset-x-0 top-8" />
    </div>
  );
}
