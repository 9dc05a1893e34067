import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** Where to go from a page with nothing to show (an empty search, no gifts yet): the courses and the home page. */
export function KeepLearningLinks() {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/courses" className={buttonClasses('outline')}>
        {t('header.courses')}
      </Link>
      <Link to="/" className={buttonClasses('outline')}>
        {t('nav.home')}
      </Link>
    </div>
  );
}
