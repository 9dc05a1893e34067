import { useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/** Last resort for errors no screen handled, such as a page's code failing to download. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusMessage role="alert" title="Something went wrong">
      <p>Please reload the page. If it keeps happening, try again in a few minutes.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </StatusMessage>
  );
}
