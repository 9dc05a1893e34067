import { Button } from '@/components/ui/button';
import { KeepLearningLinks } from '@/components/ui/keep-learning-links';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useT } from '@/lib/i18n';

import { useGifts } from '../api/get-gifts';

import { GiftCard } from './gift-card';

export function GiftGrid() {
  const t = useT();
  const gifts = useGifts();

  if (gifts.isPending) return <Spinner label={t('gifts.loading')} />;
  if (gifts.isError) {
    return (
      <StatusMessage role="alert" title={t('gifts.loadFailed')}>
        <p>{gifts.error.message}</p>
        <Button variant="outline" onClick={() => void gifts.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }
  if (gifts.data.results.length === 0) {
    // Somewhere to go meanwhile, not only the news that there is nothing here.
    return (
      <StatusMessage title={t('gifts.none')}>
        <KeepLearningLinks />
      </StatusMessage>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {gifts.data.results.map((gift) => (
        <li key={gift.video.video_id}>
          <GiftCard gift={gift} />
        </li>
      ))}
    </ul>
  );
}
