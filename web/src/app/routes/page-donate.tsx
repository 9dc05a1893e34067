import { Message, useT } from '@/lib/i18n';
import { DonateForm } from '@/features/pages/components/donate-form';
import { PageHeader } from '@/features/pages/components/page-header';

export function DonateRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('donate.title')} tabTitle={t('nav.donate')} lead={t('donate.lead')} />
      <DonateForm />
      <p className="rounded-xl border border-border bg-muted/60 p-5 text-sm lg:max-w-3xl">
        <Message id="donate.allGoes" components={{ 0: <strong /> }} />
      </p>
    </div>
  );
}
