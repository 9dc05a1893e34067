import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

import { useT } from '@/lib/i18n';

/** How long a navigation may take before the bar shows: a fast one shows nothing at all. */
const DELAY_MS = 180;

/**
 * A slim bar along the top of the window while the next page loads (its code or data on a slow
 * network), so a tap on a link is seen to have been taken. Nothing is rendered until a navigation has
 * been pending for a moment: the server's HTML and the first client render are the same (no bar).
 *
 * An indeterminate `role="progressbar"` with a name: a screen reader finds it and says "Loading page"
 * when asked, without the chatter a live region would make on every quick navigation; `aria-busy` on
 * the main region was not chosen, as screen readers either ignore it or hide the region's content.
 */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? (navigation.location?.key ?? 'pending') : null;
  // The navigation the bar was shown for: a later one waits out its own delay.
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShownFor(pending), DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending || shownFor !== pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.loadingPage')}
      data-navigation-progress=""
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px]"
    >
      {/* Grows quickly and then ever slower towards the end, never quite reaching it; still with reduced motion. */}
      <div className="h-full origin-left scale-x-90 bg-primary transition-transform duration-[8000ms] ease-[cubic-bezier(0.05,0.8,0.1,1)] motion-reduce:transition-none starting:scale-x-0 motion-reduce:starting:scale-x-90" />
    </div>
  );
}
