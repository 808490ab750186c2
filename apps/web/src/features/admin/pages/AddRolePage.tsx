import type { RoleBody } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRole, roleQuery, updateRole } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { FunctionPicker } from '../components/FunctionPicker';
import { useAdminEditor, useEditedId } from '../hooks/useAdminEditor';

const ROLE_LIST = '/eqmp/app/edc/system_administration/role_list';
type RoleForm = RoleBody;

/** add_role: a role template (`?id=` to change one) bundling role names of the hierarchy. */
export function AddRolePage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const existing = useQuery({ ...roleQuery(id ?? ''), enabled: id !== null });
  const { form, save, back } = useAdminEditor<RoleForm>({
    id,
    loaded: existing.data,
    draftKey: 'new-role',
    listPath: ROLE_LIST,
    write: (values) => {
      const body = {
        ...values,
        description: values.description ?? '',
        functions: values.functions ?? [],
      };
      return id ? updateRole(id, body) : createRole(body);
    },
  });

  return (
    <>
      <PageHeader title={t(id ? 'admin:roles.editTitle' : 'admin:page.add_role')} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => save.mutate(v)}
          initialValues={{ functions: [] }}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            label={t('admin:roles.name')}
            name="name"
            rules={[{ required: true, message: t('auth:login.required') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item label={t('admin:roles.description')} name="description">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item label={t('admin:roles.functions')} name="functions">
            <FunctionPicker />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:action.save')}
            </Button>
            <Button onClick={back}>{t('common:action.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}
