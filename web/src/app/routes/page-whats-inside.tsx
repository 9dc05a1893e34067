import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';
import { WhatsInside } from '@/features/pages/components/whats-inside';

export function WhatsInsideRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={t('inside.title')} tabTitle={t('inside.tabTitle')} lead={t('inside.lead')} />
      <WhatsInside />
    </div>
  );
}
