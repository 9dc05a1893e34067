import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';

const MODERATION_LINKS = [
  { to: '/admin', label: 'Admin panel' },
  { to: '/dustbin', label: 'Dustbin' },
  { to: '/approvedvideos', label: 'Approved videos' },
  { to: '/admin/courses', label: 'Courses' },
];

/** The moderation screens; admins also get the queue dashboard and the users list. */
export function ToolLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav aria-label="Moderation">
      <ul className="flex flex-wrap gap-2">
        {MODERATION_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonClasses('outline')}>
              {link.label}
            </Link>
          </li>
        ))}
        {isAdmin && (
          <>
            <li>
              <Link to="/admin/users" className={buttonClasses('outline')}>
                Users
              </Link>
            </li>
            <li>
              {/* Served by the API, not the app: a full page load. */}
              <a href="/admin/queues" className={buttonClasses('outline')}>
                Queue dashboard <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
