import { CourseAdminList } from '@/features/courses/components/course-admin-list';
import { ModeratorGate } from '@/features/moderation/components/moderator-gate';

export function AdminCoursesRoute() {
  return (
    <ModeratorGate>
      <CourseAdminList />
    </ModeratorGate>
  );
}
