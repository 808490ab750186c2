import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a page's code fails to load (spec §9: not within 120 seconds, or the network
 * dropped) or a page throws: an explanation and a retry, never a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Page failed:', error);
  return (
    <Result
      status="warning"
      title={t('common:pageLoad.failedTitle')}
      subTitle={t('common:pageLoad.failedBody')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:pageLoad.retry')}
        </Button>
      }
    />
  );
}
