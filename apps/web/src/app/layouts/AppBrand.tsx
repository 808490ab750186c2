import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The portal's mark and name in the header, a link to `to`. */
export function AppBrand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="eqmp-brand">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Typography.Text strong className="eqmp-brand-text">
        {t('common:appName')}
      </Typography.Text>
    </Link>
  );
}
