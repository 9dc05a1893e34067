import { GiftGrid } from '@/features/gifts/components/gift-grid';
import { PageHeader } from '@/features/pages/components/page-header';

export function GiftsRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Gift & Rewards"
        lead="Some videos come with a gift. Take yours to reveal its voucher code — it stays yours whenever you come back."
      />
      <GiftGrid />
    </div>
  );
}
