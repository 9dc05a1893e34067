import { useParams } from 'react-router-dom';

import { CoursePage } from '@/features/courses/components/course-page';

import { NotFoundRoute } from './not-found';

export function CourseRoute() {
  const { slug = '' } = useParams();
  return <CoursePage key={slug} slug={slug} notFound={<NotFoundRoute />} />;
}
