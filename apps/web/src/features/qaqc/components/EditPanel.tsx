import type { QaqcEditBody, QualityCode } from '@eqmp/domain';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';

const VALIDITIES = [1, 2, 3, -1, -99] as const;

interface EditValues {
  validity?: (typeof VALIDITIES)[number];
  nullReason?: string;
  qualifiers?: string[];
  value?: number | null;
  reason: string;
}

/** Level-2 edit (Update Flag): validity, codes or a corrected value with a reason, on the selection or the whole period. */
export function EditPanel({
  codes,
  selected,
  busy,
  onApply,
}: {
  codes: readonly QualityCode[];
  selected: number;
  busy: boolean;
  onApply: (edit: QaqcEditBody['edit'], reason: string, scope: 'selected' | 'period') => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [form] = Form.useForm<EditValues>();
  const name = (c: QualityCode) => `${c.code} — ${language === 'ms' ? c.nameMs : c.nameEn}`;
  const submit = (scope: 'selected' | 'period') =>
    form.validateFields().then((v) => {
      const edit: QaqcEditBody['edit'] = {
        ...(v.validity !== undefined ? { validity: v.validity } : {}),
        ...(v.nullReason ? { nullReason: v.nullReason } : {}),
        ...(v.qualifiers ? { qualifiers: v.qualifiers } : {}),
        ...(v.value !== undefined && v.value !== null ? { value: v.value } : {}),
      };
      onApply(edit, v.reason, scope);
    });
  return (
    <Card size="small" title={t('qaqc:edit.title')}>
      <Form form={form} layout="inline" style={{ rowGap: 8 }}>
        <Form.Item name="validity" label={t('qaqc:col.validity')}>
          <Select
            allowClear
            style={{ width: 220 }}
            options={VALIDITIES.map((v) => ({ value: v, label: t(`qaqc:validity.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="nullReason" label={t('qaqc:col.nullReason')}>
          <Select
            allowClear
            style={{ width: 240 }}
            options={codes
              .filter((c) => c.kind === 'null_reason' && c.isActive)
              .map((c) => ({ value: c.code, label: name(c) }))}
          />
        </Form.Item>
        <Form.Item name="qualifiers" label={t('qaqc:col.qualifiers')}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={codes
              .filter((c) => c.kind === 'qualifier' && c.isActive)
              .map((c) => ({ value: c.code, label: name(c) }))}
          />
        </Form.Item>
        <Form.Item name="value" label={t('qaqc:edit.corrected')}>
          <InputNumber style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('qaqc:edit.reason')}
          rules={[{ required: true, whitespace: true, message: t('qaqc:edit.reasonRequired') }]}
        >
          <Input style={{ width: 280 }} maxLength={500} />
        </Form.Item>
      </Form>
      <Space style={{ marginTop: 12 }}>
        <Button
          type="primary"
          disabled={selected === 0}
          loading={busy}
          onClick={() => void submit('selected')}
        >
          {t('qaqc:edit.applySelected', { count: selected })}
        </Button>
        <Button loading={busy} onClick={() => void submit('period')}>
          {t('qaqc:edit.applyPeriod')}
        </Button>
      </Space>
    </Card>
  );
}
