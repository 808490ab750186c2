import {
  DETECTION_LIMIT_TYPES,
  formDate,
  type SampleDetail,
  type SamplingResultsBody,
  type SamplingStation,
} from '@eqmp/domain';
import { Button, Form, Input, InputNumber, Select, Table, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linesOf, resultsOf, type Line } from '../utils/result-lines';

export type { Line } from '../utils/result-lines';

type Parameter = SamplingStation['parameters'][number];

/**
 * One sample's lab results as a table: a row per lab parameter, the parameter in the first
 * column and each box under its column's heading, filled with what the sample already holds.
 */
export function ResultsForm(props: {
  sample: SampleDetail;
  parameters: Parameter[];
  saving: boolean;
  onSave: (results: SamplingResultsBody['results']) => void;
}) {
  const { t } = useTranslation();
  const cell =
    (
      field: keyof Line,
      heading: string,
      box: (label: string) => ReactNode,
      rules: FormRule[] = [],
    ) =>
    (_: unknown, p: Parameter) => (
      <Form.Item name={[p.code, field]} rules={rules} style={{ margin: 0 }}>
        {box(`${p.code} ${heading}`)}
      </Form.Item>
    );
  const column = (field: keyof Line, heading: string, box: (label: string) => ReactNode) => ({
    key: field,
    title: heading,
    render: cell(field, heading, box),
  });
  const dayRule: FormRule = {
    validator: async (_: unknown, v?: string) => {
      if (!v) return;
      const day = formDate(v);
      if (!day.ok) throw new Error(t(`errors:code.${day.code}`));
    },
  };
  const analysed = t('sampling:col.analysedOn');
  return (
    <Form
      initialValues={linesOf(props.sample.results)}
      onFinish={(v: Record<string, Line>) => props.onSave(resultsOf(v))}
    >
      <Table<Parameter>
        size="small"
        rowKey="code"
        pagination={false}
        scroll={{ x: true }}
        dataSource={props.parameters}
        columns={[
          {
            key: 'parameter',
            title: t('sampling:col.parameter'),
            render: (_: unknown, p: Parameter) => <strong>{`${p.code} (${p.unit})`}</strong>,
          },
          column('value', t('sampling:col.reported'), (label) => (
            <Input aria-label={label} maxLength={40} />
          )),
          column('detectionLimit', t('sampling:col.detectionLimit'), (label) => (
            <InputNumber aria-label={label} min={0} style={{ width: '100%' }} />
          )),
          column('detectionLimitType', t('sampling:col.limitType'), (label) => (
            <Select
              aria-label={label}
              allowClear
              style={{ minWidth: 90 }}
              options={DETECTION_LIMIT_TYPES.map((d) => ({ value: d, label: d }))}
            />
          )),
          column('method', t('sampling:col.method'), (label) => (
            <Input aria-label={label} maxLength={200} />
          )),
          column('qualifiers', t('sampling:col.qualifiers'), (label) => (
            <Input aria-label={label} maxLength={60} />
          )),
          {
            key: 'analysedOn',
            title: analysed,
            render: cell(
              'analysedOn',
              analysed,
              (label) => <Input aria-label={label} placeholder="DD/MM/YYYY" maxLength={10} />,
              [dayRule],
            ),
          },
        ]}
      />
      <Button type="primary" htmlType="submit" loading={props.saving} style={{ marginTop: 8 }}>
        {t('sampling:lab.saveResults')}
      </Button>
    </Form>
  );
}
