import { MARINE_CRITERIA_CLASSES, NWQS_CLASSES } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import type { AlertSetting as StoredSetting } from '@eqmp/domain';
import { alertKeys, saveSetting } from '../api/alerts-api';

const CLASS_FIELDS: Readonly<Record<string, readonly string[]>> = {
  riverClass: NWQS_CLASSES,
  defaultRiverClass: NWQS_CLASSES,
  marineClass: MARINE_CRITERIA_CLASSES,
  defaultMarineClass: MARINE_CRITERIA_CLASSES,
};

/** One setting set as a form built from its values: switches, numbers, class choices and parameter lists. */
export function SettingForm({ setting }: { setting: StoredSetting }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => saveSetting(setting.key, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      void message.success(t('alerts:settings.saved'));
    },
    onError: (e) => void showError(e),
  });
  const field = (name: string, value: unknown) => {
    const label = t(`alerts:settings.field.${name}`);
    if (typeof value === 'boolean')
      return (
        <Form.Item key={name} name={name} label={label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    if (typeof value === 'number')
      return (
        <Form.Item key={name} name={name} label={label} rules={[{ required: true }]}>
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
      );
    if (Array.isArray(value))
      return (
        <Form.Item key={name} name={name} label={label}>
          <Select mode="tags" tokenSeparators={[',', ' ']} />
        </Form.Item>
      );
    const choices = CLASS_FIELDS[name];
    return (
      <Form.Item key={name} name={name} label={label} rules={[{ required: true }]}>
        <Select
          style={{ width: 200 }}
          options={(choices ?? [String(value)]).map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
    );
  };
  return (
    <Form
      layout="vertical"
      initialValues={setting.data}
      onFinish={(values) => save.mutate(values)}
      data-testid={`setting-${setting.key}`}
    >
      <Typography.Paragraph type="secondary">
        {setting.updatedAt
          ? t('alerts:settings.updated', {
              at: formatDateTime(setting.updatedAt, language),
              by: setting.updatedBy ?? '',
            })
          : t('alerts:settings.default')}
      </Typography.Paragraph>
      {Object.entries(setting.data).map(([name, value]) => field(name, value))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('alerts:settings.save')}
      </Button>
    </Form>
  );
}
