import type { SojCriteriaKind, SojParameter } from '@eqmp/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { addCriteriaVersion } from '../api/soj-api';
import { FormModal } from '../../../components/FormModal';
import { DayPicker } from '../../../components/DayPicker';

interface RowValue {
  parameterCode: string;
  stationGroup: string | null;
  min: number | null;
  max: number | null;
}
interface Values {
  version: string;
  effectiveFrom: string;
  source: string;
  rows: RowValue[];
}

/** A new version of the standard or the benchmarks, starting from the version shown. */
export function AddCriteriaVersion({
  kind,
  base,
  parameters,
  onClose,
}: {
  kind: SojCriteriaKind;
  base: readonly RowValue[];
  parameters: readonly SojParameter[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await addCriteriaVersion(kind, {
        ...values,
        rows: values.rows.map((r) => ({
          parameterCode: r.parameterCode,
          stationGroup: r.stationGroup || null,
          min: r.min ?? null,
          max: r.max ?? null,
        })),
      });
      onClose(true);
    } catch (error) {
      await showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      form={form}
      draft="criteria-version"
      open
      title={t('soj:criteria.addVersion')}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      width={760}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          rows: base.length
            ? base
            : [{ parameterCode: parameters[0]?.code, stationGroup: null, min: null, max: null }],
        }}
      >
        <Space wrap>
          <Form.Item
            name="version"
            label={t('soj:criteria.version')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="effectiveFrom"
            label={t('soj:criteria.effectiveFrom')}
            rules={[
              {
                required: true,
                pattern: /^\d{4}-\d{2}-\d{2}$/,
                message: t('soj:criteria.dateFormat'),
              },
            ]}
          >
            <DayPicker />
          </Form.Item>
        </Space>
        <Form.Item
          name="source"
          label={t('soj:criteria.source')}
          rules={[{ required: true, min: 3 }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="end" wrap>
                  <Form.Item
                    name={[field.name, 'parameterCode']}
                    label={t('soj:col.parameter')}
                    rules={[{ required: true }]}
                  >
                    <Select
                      aria-label={`${t('soj:col.parameter')} ${i + 1}`}
                      style={{ width: 200 }}
                      options={parameters.map((p) => ({
                        value: p.code,
                        label: `${p.code} (${p.unit})`,
                      }))}
                    />
                  </Form.Item>
                  {kind === 'benchmark' ? (
                    <Form.Item name={[field.name, 'stationGroup']} label={t('soj:col.group')}>
                      <Input aria-label={`${t('soj:col.group')} ${i + 1}`} style={{ width: 110 }} />
                    </Form.Item>
                  ) : null}
                  <Form.Item name={[field.name, 'min']} label={t('soj:col.min')}>
                    <InputNumber aria-label={`${t('soj:col.min')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'max']} label={t('soj:col.max')}>
                    <InputNumber aria-label={`${t('soj:col.max')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item>
                    <Button
                      onClick={() => remove(field.name)}
                      aria-label={`${t('common:action.delete')} ${i + 1}`}
                    >
                      {t('common:action.delete')}
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Button
                onClick={() =>
                  add({
                    parameterCode: parameters[0]?.code,
                    stationGroup: null,
                    min: null,
                    max: null,
                  })
                }
              >
                {t('soj:criteria.addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
