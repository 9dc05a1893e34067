import { PageHeader } from '@/features/pages/components/page-header';
import { SampleProfile } from '@/features/pages/components/sample-profile';

export function ProfileRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="My Profile" />
      <SampleProfile />
    </div>
  );
}
