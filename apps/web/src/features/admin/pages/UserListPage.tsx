import { type UserRow } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { adminKeys, sendUserReset, setUserActive, unlockUser, usersQuery } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { AddLink } from '../components/AddLink';

const ADD_USER = '/eqmp/app/edc/system_administration/add_user';

/** user_list: search, records per page, enable/disable, unlock, reset password. */
export function UserListPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const navigate = useNavigate();
  const params = useTableParams();
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery(pagingQuery(params)));

  const act = useMutation({
    mutationFn: async ({
      action,
      user,
    }: {
      action: 'enable' | 'disable' | 'unlock' | 'reset';
      user: UserRow;
    }) => {
      if (action === 'unlock') await unlockUser(user.id);
      else if (action === 'reset') await sendUserReset(user.id);
      else await setUserActive(user.id, action === 'enable');
      return action;
    },
    onSuccess: (action) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t(`admin:users.done.${action}`));
    },
    onError: (error) => void showError(error),
  });

  const columns: TableColumnsType<UserRow> = [
    {
      title: t('admin:users.username'),
      dataIndex: 'username',
      render: (v: string, u) => <Link to={`${ADD_USER}?id=${u.id}`}>{v}</Link>,
    },
    { title: t('admin:users.fullName'), dataIndex: 'fullName' },
    { title: t('admin:users.email'), dataIndex: 'email' },
    {
      title: t('admin:users.group'),
      dataIndex: 'userGroup',
      render: (g: string) => t(`profile:groups.${g}`),
    },
    {
      title: t('admin:users.roles'),
      dataIndex: 'templates',
      render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
    },
    {
      title: t('admin:users.status'),
      key: 'status',
      render: (_, u) => (
        <Space size={4}>
          <Tag color={u.isActive ? 'green' : 'default'}>
            {t(u.isActive ? 'admin:users.active' : 'admin:users.disabled')}
          </Tag>
          {u.isLocked && <Tag color="red">{t('admin:users.locked')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin:users.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, user) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'edit',
                label: t('common:action.edit'),
                onClick: () => void navigate(`${ADD_USER}?id=${user.id}`),
              },
              user.isActive
                ? {
                    key: 'disable',
                    label: t('admin:users.disable'),
                    onClick: () => act.mutate({ action: 'disable', user }),
                  }
                : {
                    key: 'enable',
                    label: t('admin:users.enable'),
                    onClick: () => act.mutate({ action: 'enable', user }),
                  },
              {
                key: 'unlock',
                label: t('admin:users.unlock'),
                disabled: !user.isLocked,
                onClick: () => act.mutate({ action: 'unlock', user }),
              },
              {
                key: 'reset',
                label: t('admin:users.sendReset'),
                onClick: () => act.mutate({ action: 'reset', user }),
              },
            ],
          }}
        >
          <Button size="small">{t('common:table.actions')}</Button>
        </Dropdown>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin:page.user_list')}
        extra={<AddLink to={ADD_USER} label={t('admin:page.add_user')} />}
      />
      <DataTable rowKey="id" columns={columns} query={users} params={params} />
    </>
  );
}
