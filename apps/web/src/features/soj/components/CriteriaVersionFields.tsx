import type { SojCriteriaKind, SojParameter } from '@eqmp/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayPicker } from '../../../components/DayPicker';

/** What every new version of the criteria has: its label, effective day and source. */
export function CriteriaMetaFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** The rows of a new version: a parameter (and station group for the benchmarks), its limits, and a button that removes it. */
export function CriteriaRows({
  kind,
  parameters,
}: {
  kind: SojCriteriaKind;
  parameters: readonly SojParameter[];
}) {
  const { t } = useTranslation();
  return (
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
  );
}
