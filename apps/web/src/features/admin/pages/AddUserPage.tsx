import { type UserInput } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createUser, rolesQuery, updateUser, userQuery } from '../api/admin-api';
import { ContactFields, withContact } from '../../../components/ContactFields';
import { PageHeader } from '../../../components/PageHeader';
import { EditorActions } from '../components/EditorActions';
import { FunctionPicker } from '../components/FunctionPicker';
import { useAdminEditor } from '../hooks/useAdminEditor';

const USER_LIST = '/eqmp/app/edc/system_administration/user_list';

/** add_user: a new user, or an existing one (`?id=`), with role templates and individual ticks. */
export function AddUserPage() {
  const { t } = useTranslation();
  const roles = useQuery(rolesQuery);
  const { id, form, save, loading, back } = useAdminEditor({
    load: userQuery,
    draftKey: 'new-user',
    listPath: USER_LIST,
    toBody: (values: UserInput) => ({
      ...withContact(values),
      templateIds: values.templateIds ?? [],
      functions: values.functions ?? [],
    }),
    create: createUser,
    update: updateUser,
  });

  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <PageHeader title={t(id ? 'admin:users.editTitle' : 'admin:page.add_user')} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ userGroup: 'department', templateIds: [], functions: [] }}
        disabled={loading}
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
              <ContactFields
                fullNameLabel={t('admin:users.fullName')}
                emailLabel={t('admin:users.email')}
              />
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
        <EditorActions saving={save.isPending} onCancel={back} style={{ marginTop: 16 }} />
      </Form>
    </>
  );
}
