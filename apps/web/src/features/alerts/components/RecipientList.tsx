import { ALERT_MODULES, type AlertRecipientBody, type AlertSettingKey } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import { useMessageDialog } from '../../../components/useMessageDialog';
import type { AlertRecipient as Recipient } from '@eqmp/domain';
import {
  addRecipient,
  addSojRecipient,
  alertKeys,
  removeRecipient,
  removeSojRecipient,
  statesQuery,
} from '../api/alerts-api';
import { CompactTable } from '../../../components/CompactTable';
import { dashColumn } from '../../../lib/dash-column';

/**
 * Who is told (email, SMS) about new alerts of one setting set, optionally only of a module and
 * state; `SOJ`: the Straits of Johor's own exceedance recipients (module fixed, no state).
 */
export function RecipientList({
  settingKey,
  recipients,
}: {
  settingKey: AlertSettingKey | 'SOJ';
  recipients: readonly Recipient[];
}) {
  const soj = settingKey === 'SOJ';
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const states = useQuery({ ...statesQuery, enabled: !soj });
  const [form] = Form.useForm<AlertRecipientBody>();
  const done = (key: string) => {
    void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    void message.success(t(key));
  };
  const add = useMutation({
    mutationFn: (values: AlertRecipientBody) => {
      // An email or phone left empty is not sent: the recipient is reached by the other.
      const body = {
        ...values,
        email: values.email || undefined,
        phone: values.phone || undefined,
      };
      return soj ? addSojRecipient(body) : addRecipient(settingKey, body);
    },
    onSuccess: () => (form.resetFields(), done('alerts:recipients.added')),
    onError: (e) => void showError(e),
  });
  const remove = useMutation({
    mutationFn: soj ? removeSojRecipient : removeRecipient,
    onSuccess: () => done('alerts:recipients.removed'),
    onError: (e) => void showError(e),
  });
  const orAny = (v: string | null) => v ?? t('alerts:recipients.any');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('alerts:recipients.title')}</Typography.Title>
      <CompactTable<Recipient>
        rowKey="id"
        pagination={false}
        dataSource={[...recipients]}
        columns={[
          { title: t('alerts:recipients.name'), dataIndex: 'name' },
          dashColumn(t('alerts:recipients.email'), 'email'),
          dashColumn(t('alerts:recipients.phone'), 'phone'),
          ...(soj
            ? []
            : [
                { title: t('alerts:recipients.module'), dataIndex: 'module', render: orAny },
                { title: t('alerts:recipients.state'), dataIndex: 'stateName', render: orAny },
              ]),
          {
            title: t('common:language.label'),
            dataIndex: 'language',
            render: (v: Recipient['language']) => t(`common:language.${v}`),
          },
          {
            key: 'remove',
            render: (_, r) => (
              <DeleteButton
                question={t('alerts:recipients.removeConfirm', { name: r.name })}
                onConfirm={() => remove.mutate(r.id)}
              />
            ),
          },
        ]}
      />
      <Form form={form} layout="inline" onFinish={(values) => add.mutate(values)}>
        <Form.Item
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('alerts:recipients.nameRequired') },
          ]}
        >
          <Input placeholder={t('alerts:recipients.name')} />
        </Form.Item>
        <Form.Item name="email">
          <Input type="email" placeholder={t('alerts:recipients.email')} />
        </Form.Item>
        <Form.Item name="phone">
          <Input placeholder={t('alerts:recipients.phone')} />
        </Form.Item>
        <Form.Item name="module" hidden={soj}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('alerts:recipients.module')}
            options={ALERT_MODULES.map((m) => ({ value: m, label: m }))}
          />
        </Form.Item>
        <Form.Item name="stateId" hidden={soj}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            placeholder={t('alerts:recipients.state')}
            options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="language" initialValue="en" label={t('common:language.label')}>
          <Select
            style={{ width: 150 }}
            options={(['en', 'ms'] as const).map((l) => ({
              value: l,
              label: t(`common:language.${l}`),
            }))}
          />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('alerts:recipients.add')}
        </Button>
      </Form>
    </Space>
  );
}
