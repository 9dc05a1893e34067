import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';
import { SampleProfile } from '@/features/pages/components/sample-profile';

export function ProfileRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('profile.title')} />
      <SampleProfile />
    </div>
  );
}
