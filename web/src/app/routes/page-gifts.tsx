import { GiftGrid } from '@/features/gifts/components/gift-grid';
import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';

export function GiftsRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('gifts.title')} lead={t('gifts.lead')} />
      <GiftGrid />
    </div>
  );
}
