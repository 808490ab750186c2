import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PAGES } from '@eqmp/domain';
import { Button, Dropdown, Layout, Menu, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { useCan } from '../../lib/access';
import { useSession } from '../../lib/session';
import { AlertBell } from './AlertBell';
import { AppFooter } from './AppFooter';
import { buildSideMenu, menuKeysOf } from './side-menu';
import { AppBrand } from './AppBrand';

/** The staff workspace: header with switches and the user's menu, side menu from the page table. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const items = useMemo(() => buildSideMenu((page) => can(page.access), t), [can, t]);
  const openSection = PAGES.find((p) => p.path === location.pathname && 'menu' in p);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="eqmp-header">
        <Space>
          <Button
            type="text"
            className="eqmp-header-button"
            aria-label={t('common:menu.toggle')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <AppBrand to="/Main" />
        </Space>
        <Space size="large">
          <AlertBell />
          <PreferenceSwitches />
          <Dropdown
            menu={{
              items: [
                {
                  key: 'profile',
                  icon: <UserOutlined />,
                  label: t('auth:session.profile'),
                  onClick: () => void navigate('/eqmp/app/edc/user_profile'),
                },
                {
                  key: 'logout',
                  icon: <LogoutOutlined />,
                  label: t('auth:session.signOut'),
                  onClick: () => void navigate('/logout'),
                },
              ],
            }}
          >
            <Button
              type="text"
              className="eqmp-header-button"
              icon={<UserOutlined />}
              data-testid="user-menu"
            >
              {user?.fullName}
            </Button>
          </Dropdown>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={288}
          collapsible
          collapsed={collapsed}
          trigger={null}
          breakpoint="lg"
          onBreakpoint={setCollapsed}
          theme="light"
        >
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[location.pathname]}
            defaultOpenKeys={openSection ? menuKeysOf(openSection) : []}
            style={{ height: '100%', borderInlineEnd: 0 }}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Content className="eqmp-content">
            <Outlet />
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
