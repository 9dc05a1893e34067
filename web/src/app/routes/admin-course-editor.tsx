import { useParams } from 'react-router-dom';

import { CourseEditor } from '@/features/courses/components/course-editor';
import { ModeratorGate } from '@/features/moderation/components/moderator-gate';

export function AdminCourseEditorRoute() {
  const { slug = 'new' } = useParams();
  return (
    <ModeratorGate>
      <CourseEditor key={slug} slug={slug} />
    </ModeratorGate>
  );
}
