import { useT } from '@/lib/i18n';
import { GuidelinesGrid } from '@/features/guidelines/components/guidelines-grid';
import { PageHeader } from '@/features/pages/components/page-header';

export function GuidelinesRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('guidelines.title')} tabTitle={t('nav.videoGuidelines')} lead={t('guidelines.lead')} />
      <GuidelinesGrid />
    </div>
  );
}
