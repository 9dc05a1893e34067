import { PageHeader } from '@/features/pages/components/page-header';
import { MyLearning } from '@/features/learning/components/my-learning';
import { useSession } from '@/lib/session';

export function MyLearningRoute() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="My Learning" lead="Pick up where you left off, and find the videos you saved for later." />
      {user && <MyLearning key={user.id} userId={user.id} />}
    </div>
  );
}
