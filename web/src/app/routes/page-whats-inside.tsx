import { PageHeader } from '@/features/pages/components/page-header';
import { WhatsInside } from '@/features/pages/components/whats-inside';

export function WhatsInsideRoute() {
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title="What's inside FocusTube"
        tabTitle="What's inside"
        lead="FocusTube brings together carefully chosen educational videos in one calm place. Here is everything you can find on the site."
      />
      <WhatsInside />
    </div>
  );
}
