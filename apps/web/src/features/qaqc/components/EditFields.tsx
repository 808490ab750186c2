import type { QualityCode } from '@eqmp/domain';
import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';

export const VALIDITIES = [1, 2, 3, -1, -99] as const;

export interface EditValues {
  validity?: (typeof VALIDITIES)[number];
  nullReason?: string;
  qualifiers?: string[];
  value?: number | null;
  reason: string;
}

/** The fields of the level-2 edit: validity, codes, a corrected value and the reason. */
export function EditFields({
  form,
  codes,
}: {
  form: FormInstance<EditValues>;
  codes: readonly QualityCode[];
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  /** The active codes of one kind, named in the user's language. */
  const options = (kind: QualityCode['kind']) =>
    codes
      .filter((c) => c.kind === kind && c.isActive)
      .map((c) => ({
        value: c.code,
        label: `${c.code} — ${language === 'ms' ? c.nameMs : c.nameEn}`,
      }));
  return (
    <Form form={form} layout="inline" style={{ rowGap: 8 }}>
      <Form.Item name="validity" label={t('qaqc:col.validity')}>
        <Select
          allowClear
          style={{ width: 220 }}
          options={VALIDITIES.map((v) => ({ value: v, label: t(`qaqc:validity.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="nullReason" label={t('qaqc:col.nullReason')}>
        <Select allowClear style={{ width: 240 }} options={options('null_reason')} />
      </Form.Item>
      <Form.Item name="qualifiers" label={t('qaqc:col.qualifiers')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 200 }}
          options={options('qualifier')}
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
  );
}
