import { useLocation } from 'react-router-dom';

import { CourseList } from '@/features/courses/components/course-list';

import { courseCategoryOf } from './course-routes';

export function CoursesRoute() {
  const category = courseCategoryOf(useLocation().search);
  return <CourseList key={category ?? ''} category={category} />;
}
