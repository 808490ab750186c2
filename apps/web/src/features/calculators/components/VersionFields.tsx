import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  Col,
  Form,
  Row,
  Select,
  type ColProps,
  type FormListFieldData,
  type RowProps,
  type SelectProps,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A choice that decides what a new version is of (its parameter, scheme, kind…), half a row wide. */
export function ChoiceField({
  name,
  label,
  extra,
  options,
}: {
  name: string;
  label: string;
  extra?: string;
  options: SelectProps['options'];
}) {
  return (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={label} extra={extra}>
        <Select options={options} />
      </Form.Item>
    </Col>
  );
}

/** The mark of a version whose numbers do not come from a verified source. */
export function ProvisionalField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="provisional" valuePropName="checked">
      <Checkbox>{t('calculators:standards.add.provisional')}</Checkbox>
    </Form.Item>
  );
}

/**
 * The editable rows of a new version's values (segments, limits): each row's cells, a button
 * that removes it, and one under them that adds a row (`blank`, when given, fills it).
 */
export function ValueRows({
  name,
  addLabel,
  blank,
  align,
  removeCol,
  children,
}: {
  name: string;
  addLabel: string;
  blank?: object;
  align?: RowProps['align'];
  removeCol: ColProps;
  children: (field: FormListFieldData) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row gutter={8} key={field.key} align={align}>
              {children(field)}
              <Col {...removeCol}>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('calculators:standards.add.remove')}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(blank)}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
