/**
 * "Best first · Newest": how a list is ordered, shown while "Best First" (a card's menu) is on, so it can be
 * undone. Best first orders by what members completed and kept (with a prior, so new videos are not buried).
 */
export function OrderingToggle({ best, onChange }: { best: boolean; onChange: (ordering: 'best' | 'newest') => void }) {
  const option = (pressed: boolean) =>
    `rounded-md px-3 py-1.5 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring ${
      pressed ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground'
    }`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <div role="group" aria-label="Order of the list" className="inline-flex gap-1 rounded-lg bg-muted p-1">
        <button type="button" aria-pressed={best} className={option(best)} onClick={() => onChange('best')}>
          Best first
        </button>
        <button type="button" aria-pressed={!best} className={option(!best)} onClick={() => onChange('newest')}>
          Newest
        </button>
      </div>
      {best && <p className="text-muted-foreground">Most completed and saved by learners first.</p>}
    </div>
  );
}
