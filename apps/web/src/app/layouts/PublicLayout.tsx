import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { AppFooter } from './AppFooter';

/** Pages for everyone (login, landing, reset): a slim header with the switches. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="eqmp-header">
        <Link to="/" className="eqmp-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <Typography.Text strong className="eqmp-brand-text">
            {t('common:appName')}
          </Typography.Text>
        </Link>
        <PreferenceSwitches />
      </Layout.Header>
      <Layout.Content className="eqmp-public-content">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
