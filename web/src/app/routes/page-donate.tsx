import { DonateForm } from '@/features/pages/components/donate-form';
import { PageHeader } from '@/features/pages/components/page-header';

export function DonateRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Support FocusTube"
        tabTitle="Donate"
        lead="FocusTube is free and ad-free. Your donation keeps it that way for learners everywhere."
      />
      <DonateForm />
      <p className="rounded-xl border border-border bg-muted/60 p-5 text-sm lg:max-w-3xl">
        <strong>100% of donations</strong> go to FocusTube's development, hosting and growth.
      </p>
    </div>
  );
}
