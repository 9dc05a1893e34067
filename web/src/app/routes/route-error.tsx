import { useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/lib/i18n';

/** Last resort for errors no screen handled, such as a page's code failing to download. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const t = useT();
  return (
    <StatusMessage role="alert" title={t('error.title')}>
      <p>{t('error.body')}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </StatusMessage>
  );
}
