import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

export function NotFoundRoute() {
  return (
    <StatusMessage heading="h1" title="Page not found">
      <title>Page not found · FocusTube</title>
      <p>There is nothing at this address. The videos are this way.</p>
      <Link to="/" className={buttonClasses()}>
        Go to FocusTube
      </Link>
    </StatusMessage>
  );
}
