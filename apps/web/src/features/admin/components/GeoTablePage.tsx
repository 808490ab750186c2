import { type State } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { adminKeys, deleteGeo, regionsQuery, saveGeo, statesQuery } from '../api/admin-api';
import { AdminPageHeader } from './AdminPageHeader';
import { FormModal } from '../../../components/FormModal';

type Row = State;

/** region and state pages: one table with add, change and remove (a state may name its region). */
export function GeoTablePage({ kind }: { kind: 'region' | 'state' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const regions = useQuery(regionsQuery);
  const states = useQuery({ ...statesQuery, enabled: kind === 'state' });
  const list = kind === 'state' ? states : regions;
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  const [search, setSearch] = useState('');
  const [form] = Form.useForm<Row>();

  const done = (key: string) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    void message.success(t(key));
  };
  const save = useMutation({
    mutationFn: (values: Row) =>
      saveGeo(
        kind,
        kind === 'state'
          ? { ...values, regionId: values.regionId ?? null }
          : { code: values.code, name: values.name },
        editing?.id,
      ),
    onSuccess: () => {
      setEditing(null);
      done('common:action.saved');
    },
    onError: (error) => void showError(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteGeo(kind, id),
    onSuccess: () => done('common:action.deleted'),
    onError: (e) => void showError(e),
  });

  const regionName = (id: number | null) => regions.data?.find((r) => r.id === id)?.name ?? '–';
  const rows = ((list.data ?? []) as Row[]).filter((r) =>
    `${r.code} ${r.name}`.toLowerCase().includes(search.toLowerCase()),
  );
  const columns: TableColumnsType<Row> = [
    {
      title: t('admin:geo.code'),
      dataIndex: 'code',
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    {
      title: t('admin:geo.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    ...(kind === 'state'
      ? [{ title: t('admin:geo.region'), dataIndex: 'regionId', render: regionName }]
      : []),
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button
            type="link"
            size="small"
            onClick={() => (setEditing(row), form.setFieldsValue(row))}
          >
            {t('common:action.edit')}
          </Button>
          <DeleteButton
            question={t('common:dialog.confirm')}
            onConfirm={() => remove.mutate(row.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t(`admin:page.${kind}`)}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => (setEditing({}), form.resetFields())}
          >
            {t('common:action.add')}
          </Button>
        }
      />
      <Input.Search
        allowClear
        placeholder={t('common:table.search')}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 280, marginBottom: 12 }}
      />
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isPending}
        pagination={{
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          defaultPageSize: 20,
        }}
        locale={{ emptyText: t('common:table.empty') }}
      />
      <FormModal
        form={form}
        draft={`geo-${editing?.id ?? 'new'}`}
        open={editing !== null}
        title={t(editing?.id ? 'common:action.edit' : 'common:action.add')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:action.save')}
        cancelText={t('common:action.cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item
            label={t('admin:geo.code')}
            name="code"
            rules={[{ required: true, message: t('auth:login.required') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            label={t('admin:geo.name')}
            name="name"
            rules={[{ required: true, message: t('auth:login.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          {kind === 'state' && (
            <Form.Item label={t('admin:geo.region')} name="regionId">
              <Select
                allowClear
                options={regions.data?.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          )}
        </Form>
      </FormModal>
    </>
  );
}
