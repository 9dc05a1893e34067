import { PageHeader } from '@/features/pages/components/page-header';
import { MyLearning } from '@/features/learning/components/my-learning';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/i18n';

export function MyLearningRoute() {
  const { user } = useSession();
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('learning.title')} lead={t('learning.lead')} />
      {user && <MyLearning key={user.id} userId={user.id} />}
    </div>
  );
}
