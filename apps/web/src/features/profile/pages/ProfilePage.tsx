import type { ProfileUpdateBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields, withContact } from '../../../components/ContactFields';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { PreferenceSwitches } from '../../../components/PreferenceSwitches';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { profileQuery, updateProfile } from '../api/profile-api';
import { DigestSwitch } from '../components/DigestSwitch';
import { PasswordCard } from '../components/PasswordCard';

type DetailsForm = ProfileUpdateBody;

/** The user profile: details, password (current one required), language and theme. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const { renew } = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const [details] = Form.useForm<DetailsForm>();

  useEffect(() => {
    if (profile.data) details.setFieldsValue(profile.data);
  }, [profile.data, details]);

  const newEmail = Form.useWatch('email', details);
  const isEmailChanged = Boolean(
    profile.data && newEmail && newEmail.trim().toLowerCase() !== profile.data.email.toLowerCase(),
  );
  const save = useMutation({
    mutationFn: (values: DetailsForm) => updateProfile(withContact(values)),
    onSuccess: async (data, values) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      await renew();
      // A new address takes effect only once confirmed from it: say where the link went.
      if (values.email.trim().toLowerCase() !== data.email.toLowerCase()) {
        details.setFieldsValue({ email: data.email, currentPassword: undefined });
        void message.info(t('security:profileEmail.sent', { email: values.email }));
      } else void message.success(t('common:action.saved'));
    },
    onError: (error) => void showError(error),
  });

  const required = { required: true, message: t('auth:login.required') };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('profile:title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('profile:details')} loading={profile.isPending}>
            {profile.data && (
              <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('profile:username')}>
                  {profile.data.username}
                </Descriptions.Item>
                <Descriptions.Item label={t('profile:group')}>
                  {t(`profile:groups.${profile.data.userGroup}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('profile:lastLogin')}>
                  {formatDateTime(profile.data.lastLoginAt, language)}
                </Descriptions.Item>
              </Descriptions>
            )}
            <Form form={details} layout="vertical" onFinish={(v) => save.mutate(v)}>
              <ContactFields
                fullNameLabel={t('profile:fullName')}
                emailLabel={t('profile:email')}
                afterEmail={
                  isEmailChanged && (
                    <Form.Item
                      label={t('profile:currentPassword')}
                      name="currentPassword"
                      extra={t('security:profileEmail.currentPasswordHint')}
                      rules={[required]}
                    >
                      <Input.Password autoComplete="current-password" />
                    </Form.Item>
                  )
                }
              />
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common:action.save')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <PasswordCard />
            <Card title={t('profile:preferences')}>
              <PreferenceSwitches />
            </Card>
            <Card title={t('profile:digest.title')} loading={profile.isPending}>
              <DigestSwitch on={profile.data?.dailyDigest ?? false} />
            </Card>
            <Card title={t('profile:roles')}>
              <Space wrap>
                {profile.data?.ticked.map((role) => (
                  <Tag key={role}>{role}</Tag>
                ))}
              </Space>
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
