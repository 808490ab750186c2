import type { RoleBody } from '@eqmp/domain';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRole, roleQuery, updateRole } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { EditorActions } from '../components/EditorActions';
import { FunctionPicker } from '../components/FunctionPicker';
import { useAdminEditor } from '../hooks/useAdminEditor';

const ROLE_LIST = '/eqmp/app/edc/system_administration/role_list';
type RoleForm = RoleBody;

/** add_role: a role template (`?id=` to change one) bundling role names of the hierarchy. */
export function AddRolePage() {
  const { t } = useTranslation();
  const { id, form, save, back } = useAdminEditor({
    load: roleQuery,
    draftKey: 'new-role',
    listPath: ROLE_LIST,
    toBody: (values: RoleForm) => ({
      ...values,
      description: values.description ?? '',
      functions: values.functions ?? [],
    }),
    create: createRole,
    update: updateRole,
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
          <EditorActions saving={save.isPending} onCancel={back} />
        </Form>
      </Card>
    </>
  );
}
