import { useT } from '@/lib/i18n';

/**
 * "Best first · Newest": how a list is ordered, shown while "Best First" (a card's menu) is on, so it can be
 * undone. Best first orders by what members completed and kept (with a prior, so new videos are not buried).
 */
export function OrderingToggle({ best, onChange }: { best: boolean; onChange: (ordering: 'best' | 'newest') => void }) {
  const t = useT();
  const option = (pressed: boolean) =>
    `min-h-10 rounded-md px-3 py-1.5 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring ${
      pressed ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground'
    }`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <div role="group" aria-label={t('ordering.label')} className="inline-flex gap-1 rounded-lg bg-muted p-1">
        <button type="button" aria-pressed={best} className={option(best)} onClick={() => onChange('best')}>
          {t('ordering.best')}
        </button>
        <button type="button" aria-pressed={!best} className={option(!best)} onClick={() => onChange('newest')}>
          {t('ordering.newest')}
        </button>
      </div>
      {best && <p className="text-muted-foreground">{t('ordering.bestNote')}</p>}
    </div>
  );
}
