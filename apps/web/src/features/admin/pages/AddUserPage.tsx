import { type UserInput } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { adminKeys, createUser, rolesQuery, updateUser, userQuery } from '../api/admin-api';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { FunctionPicker } from '../components/FunctionPicker';
import { useFormDraft } from '../../../lib/useFormDraft';

const USER_LIST = '/eqmp/app/edc/system_administration/user_list';

/** add_user: a new user, or an existing one (`?id=`), with role templates and individual ticks. */
export function AddUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const existing = useQuery({ ...userQuery(id ?? ''), enabled: id !== null });
  const [form] = Form.useForm<UserInput>();
  // A new one's typed input outlives a session that ends before it is saved.
  useFormDraft(id === null ? form : undefined, 'new-user');

  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);

  const save = useMutation({
    mutationFn: (values: UserInput) => {
      const body = {
        ...values,
        phone: values.phone || null,
        organisation: values.organisation || null,
        templateIds: values.templateIds ?? [],
        functions: values.functions ?? [],
      };
      return id ? updateUser(id, body) : createUser(body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t('common:action.saved'));
      void navigate(USER_LIST);
    },
    onError: (error) => void showError(error),
  });

  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <AdminPageHeader title={t(id ? 'admin:users.editTitle' : 'admin:page.add_user')} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ userGroup: 'department', templateIds: [], functions: [] }}
        disabled={existing.isLoading}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card title={t('admin:users.details')}>
              <Form.Item
                label={t('admin:users.username')}
                name="username"
                rules={[
                  required,
                  { pattern: /^[A-Za-z0-9._-]{3,60}$/, message: t('admin:users.usernameRule') },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('admin:users.fullName')} name="fullName" rules={[required]}>
                <Input />
              </Form.Item>
              <Form.Item
                label={t('admin:users.email')}
                name="email"
                rules={[required, { type: 'email', message: t('profile:emailInvalid') }]}
              >
                <Input />
              </Form.Item>
              <Form.Item label={t('profile:phone')} name="phone">
                <Input />
              </Form.Item>
              <Form.Item label={t('profile:organisation')} name="organisation">
                <Input />
              </Form.Item>
              <Form.Item label={t('admin:users.group')} name="userGroup" rules={[required]}>
                <Radio.Group
                  options={[
                    { value: 'department', label: t('profile:groups.department') },
                    { value: 'other', label: t('profile:groups.other') },
                  ]}
                />
              </Form.Item>
              {!id && (
                <Form.Item
                  label={t('admin:users.initialPassword')}
                  name="password"
                  rules={[required]}
                  extra={t('auth:reset.rule')}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title={t('admin:users.roles')}>
              <Form.Item label={t('admin:users.templates')} name="templateIds">
                <Select
                  mode="multiple"
                  loading={roles.isPending}
                  options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
                  optionFilterProp="label"
                />
              </Form.Item>
              <Form.Item label={t('admin:users.individual')} name="functions">
                <FunctionPicker />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common:action.save')}
          </Button>
          <Button onClick={() => void navigate(USER_LIST)}>{t('common:action.cancel')}</Button>
        </Space>
      </Form>
    </>
  );
}
