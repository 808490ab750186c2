import type { RoleBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { adminKeys, createRole, roleQuery, updateRole } from '../api/admin-api';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { FunctionPicker } from '../components/FunctionPicker';
import { useFormDraft } from '../../../lib/useFormDraft';

const ROLE_LIST = '/eqmp/app/edc/system_administration/role_list';
type RoleForm = RoleBody;

/** add_role: a role template (`?id=` to change one) bundling role names of the hierarchy. */
export function AddRolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const queryClient = useQueryClient();
  const existing = useQuery({ ...roleQuery(id ?? ''), enabled: id !== null });
  const [form] = Form.useForm<RoleForm>();
  // A new one's typed input outlives a session that ends before it is saved.
  useFormDraft(id === null ? form : undefined, 'new-role');

  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);

  const save = useMutation({
    mutationFn: (values: RoleForm) => {
      const body = {
        ...values,
        description: values.description ?? '',
        functions: values.functions ?? [],
      };
      return id ? updateRole(id, body) : createRole(body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t('common:action.saved'));
      void navigate(ROLE_LIST);
    },
    onError: (error) => void showError(error),
  });

  return (
    <>
      <AdminPageHeader title={t(id ? 'admin:roles.editTitle' : 'admin:page.add_role')} />
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
            <Button onClick={() => void navigate(ROLE_LIST)}>{t('common:action.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}
