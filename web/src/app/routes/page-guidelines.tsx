import { GuidelinesGrid } from '@/features/guidelines/components/guidelines-grid';
import { PageHeader } from '@/features/pages/components/page-header';

export function GuidelinesRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Explore FocusTube with easy video guidance"
        tabTitle="Video Guidelines"
        lead="Short videos that show you how to find, watch and learn from the best of FocusTube."
      />
      <GuidelinesGrid />
    </div>
  );
}
