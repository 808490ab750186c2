import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { AppFooter } from './AppFooter';
import { AppBrand } from './AppBrand';

/** Pages for everyone (login, landing, reset): a slim header with the switches. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="eqmp-header">
        <AppBrand to="/" />
        <PreferenceSwitches />
      </Layout.Header>
      <Layout.Content className="eqmp-public-content">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
