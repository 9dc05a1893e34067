import { ContributeOptions } from '@/features/contribute/components/contribute-options';
import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';

export function ContributeRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('contribute.title')} tabTitle={t('nav.contribute')} lead={t('contribute.lead')} />
      <ContributeOptions />
    </div>
  );
}
