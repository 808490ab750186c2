import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path the portal does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('common:notFound.title')}
      subTitle={t('common:notFound.body')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common:notFound.home')}</Button>
        </Link>
      }
    />
  );
}
