import type { QaqcEditBody, QualityCode } from '@eqmp/domain';
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useFormDraft } from '../../../lib/useFormDraft';

const VALIDITIES = [1, 2, 3, -1, -99] as const;

interface EditValues {
  validity?: (typeof VALIDITIES)[number];
  nullReason?: string;
  qualifiers?: string[];
  value?: number | null;
  reason: string;
}

/** What a whole-period action is about, for its confirmation. */
export interface EditPeriod {
  readonly station: string;
  readonly parameter: string;
  readonly month: string;
  /** Values of the period shown on the page. */
  readonly count: number;
}

/**
 * Level-2 edit (Update Flag): validity, codes or a corrected value with a reason, on the selection
 * or the whole period. The whole period is confirmed first, saying what it sets and on how many
 * values; after each action the form is emptied, so a correction never carries over to the next.
 */
export function EditPanel({
  codes,
  selected,
  period,
  busy,
  onApply,
}: {
  codes: readonly QualityCode[];
  selected: number;
  period: EditPeriod;
  busy: boolean;
  onApply: (
    edit: QaqcEditBody['edit'],
    reason: string,
    scope: 'selected' | 'period',
  ) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'update-flag');
  const name = (c: QualityCode) => `${c.code} — ${language === 'ms' ? c.nameMs : c.nameEn}`;
  const describe = (edit: QaqcEditBody['edit']) =>
    [
      edit.value !== undefined ? t('qaqc:bulk.value', { value: edit.value }) : null,
      edit.validity !== undefined
        ? t('qaqc:bulk.validity', { validity: t(`qaqc:validity.${edit.validity}`) })
        : null,
      edit.nullReason ? t('qaqc:bulk.nullReason', { code: edit.nullReason }) : null,
      edit.qualifiers?.length
        ? t('qaqc:bulk.qualifiers', { codes: edit.qualifiers.join(', ') })
        : null,
    ]
      .filter((part): part is string => part !== null)
      .join(', ');
  const send = (edit: QaqcEditBody['edit'], reason: string, scope: 'selected' | 'period') =>
    onApply(edit, reason, scope).then(() => form.resetFields());
  const submit = (scope: 'selected' | 'period') =>
    form.validateFields().then((v) => {
      const edit: QaqcEditBody['edit'] = {
        ...(v.validity !== undefined ? { validity: v.validity } : {}),
        ...(v.nullReason ? { nullReason: v.nullReason } : {}),
        ...(v.qualifiers ? { qualifiers: v.qualifiers } : {}),
        ...(v.value !== undefined && v.value !== null ? { value: v.value } : {}),
      };
      if (Object.keys(edit).length === 0) return void message.warning(t('qaqc:bulk.nothing'));
      if (scope === 'selected') return void send(edit, v.reason, scope);
      void modal.confirm({
        title: t('qaqc:bulk.title'),
        content: t('qaqc:bulk.explain', { what: describe(edit), ...period }),
        okText: t('qaqc:bulk.confirm'),
        cancelText: t('common:action.cancel'),
        onOk: () => send(edit, v.reason, scope),
      });
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
