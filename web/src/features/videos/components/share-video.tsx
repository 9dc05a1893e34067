import { Share2 } from '@/components/ui/icons';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydrated';
import { useT } from '@/lib/i18n';

import { shareVideo } from '../lib/share';

/**
 * The watch page's Share: the same share as a card's menu (the phone's share sheet, else the link copied).
 * It appears once the page's code runs: in the server's HTML, before then or without JavaScript, it
 * could do nothing. It comes first in its row, so Save and Report arriving after it move nothing.
 */
export function ShareVideo({ title, path }: { title: string; path: string }) {
  const live = useHydrated();
  const t = useT();
  if (!live) return null;
  return (
    <Button
      variant="ghost"
      className="-ml-3 px-3 text-muted-foreground"
      onClick={() => void shareVideo(title, new URL(path, window.location.origin).href)}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t('cardMenu.share')}
    </Button>
  );
}
