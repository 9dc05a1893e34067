import { ExternalLink } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { useT, type MessageId } from '@/lib/i18n';

const MODERATION_LINKS: { to: string; label: MessageId }[] = [
  { to: '/admin', label: 'moderation.title' },
  { to: '/dustbin', label: 'moderation.dustbin' },
  { to: '/approvedvideos', label: 'moderated.approvedTitle' },
  { to: '/admin/courses', label: 'nav.courses' },
];

/** The moderation screens; admins also get the queue dashboard and the users list. */
export function ToolLinks({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.moderation')}>
      <ul className="flex flex-wrap gap-2">
        {MODERATION_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonClasses('outline')}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        {isAdmin && (
          <>
            <li>
              <Link to="/admin/users" className={buttonClasses('outline')}>
                {t('users.title')}
              </Link>
            </li>
            <li>
              {/* Served by the API, not the app: a full page load. */}
              <a href="/admin/queues" className={buttonClasses('outline')}>
                {t('tools.queueDashboard')} <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
