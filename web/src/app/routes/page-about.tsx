import { AboutPage } from '@/features/pages/components/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
