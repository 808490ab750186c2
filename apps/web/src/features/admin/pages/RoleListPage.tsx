import { type RoleTemplate } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteButton } from '../../../components/DeleteButton';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { adminKeys, deleteRole, rolesQuery } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { SearchedTable } from '../components/SearchedTable';
import { AddLink } from '../components/AddLink';

const ADD_ROLE = '/eqmp/app/edc/system_administration/add_role';

/** role_list: the role templates, what they grant and how many users hold them. */
export function RoleListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t('common:action.deleted'));
    },
    onError: (error) => void showError(error),
  });
  const columns: TableColumnsType<RoleTemplate> = [
    {
      title: t('admin:roles.name'),
      dataIndex: 'name',
      render: (v: string, r) => <Link to={`${ADD_ROLE}?id=${r.id}`}>{v}</Link>,
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { title: t('admin:roles.description'), dataIndex: 'description' },
    {
      title: t('admin:roles.functions'),
      dataIndex: 'functions',
      render: (f: string[]) => f.length,
      sorter: (a, b) => a.functions.length - b.functions.length,
    },
    { title: t('admin:roles.users'), dataIndex: 'userCount' },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, role) => (
        <Space>
          <Link to={`${ADD_ROLE}?id=${role.id}`}>{t('common:action.edit')}</Link>
          <DeleteButton
            question={t('admin:roles.deleteConfirm', { count: role.userCount })}
            onConfirm={() => remove.mutate(role.id)}
          />
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('admin:page.role_list')}
        extra={<AddLink to={ADD_ROLE} label={t('admin:page.add_role')} />}
      />
      <SearchedTable<RoleTemplate>
        rowKey="id"
        columns={columns}
        rows={roles.data}
        searchText={(r) => `${r.name} ${r.description}`}
        loading={roles.isPending}
        locale={{ emptyText: t('common:table.empty') }}
      />
    </>
  );
}
