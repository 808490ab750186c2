import { AVERAGING_PERIODS } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Select, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueRows } from './VersionFields';

const BLANK_ROW = {
  parameter: '',
  averaging: null,
  stationClass: null,
  unit: '',
  min: null,
  max: null,
};

/**
 * The limit rows of a new standard version: parameter, the averaging period (air) or the class
 * (water), unit and the bounds, which may each be left open.
 */
export function LimitRows({ isAir }: { isAir: boolean }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`calculators:standards.column.${key}`);
  const required = [{ required: true, message: t('calculators:form.requiredShort') }];
  const cell = (field: FormListFieldData, key: string, label: string, input: ReactNode) => (
    <Form.Item name={[field.name, key]} label={col(label)} rules={required}>
      {input}
    </Form.Item>
  );
  const bound = (field: FormListFieldData, key: 'min' | 'max') => (
    <Col span={4}>
      <Form.Item name={[field.name, key]} label={col(key)}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <ValueRows
      name="rows"
      addLabel={t('calculators:standards.add.addRow')}
      blank={BLANK_ROW}
      align="top"
      removeCol={{ span: 2, style: { paddingTop: 30 } }}
    >
      {(field) => (
        <>
          <Col span={5}>{cell(field, 'parameter', 'parameter', <Input maxLength={30} />)}</Col>
          <Col span={5}>
            {isAir
              ? cell(
                  field,
                  'averaging',
                  'averaging',
                  <Select
                    options={AVERAGING_PERIODS.map((a) => ({
                      value: a,
                      label: t(`calculators:averaging.${a}`),
                    }))}
                  />,
                )
              : cell(field, 'stationClass', 'class', <Input maxLength={10} />)}
          </Col>
          <Col span={4}>{cell(field, 'unit', 'unit', <Input maxLength={20} />)}</Col>
          {bound(field, 'min')}
          {bound(field, 'max')}
        </>
      )}
    </ValueRows>
  );
}
