import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AVERAGING_PERIODS,
  LIMIT_SCHEMES,
  type Confidence,
  type LimitScheme,
  type LimitRowInput,
  type LimitVersion,
} from '@eqmp/domain';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addLimitVersion } from '../api/standards-api';
import { useAddVersion } from '../hooks/useAddVersion';
import { IssueList } from './IssueList';
import { VersionModal } from './VersionModal';
import { VersionMetaFields } from './VersionMetaFields';

interface FormValues {
  scheme: LimitScheme;
  basedOn?: string;
  version: string;
  effectiveFrom: Dayjs;
  confidence: Confidence;
  source: string;
  provisional: boolean;
  rows: LimitRowInput[];
}

const rowsOf = (version: LimitVersion | undefined): LimitRowInput[] =>
  version?.rows.map(({ parameter, averaging, stationClass, unit, min, max }) => ({
    parameter,
    averaging,
    stationClass,
    unit,
    min,
    max,
  })) ?? [];

/** Adds a version of MAAQS, NWQS or the marine criteria, starting from the rows of a chosen version. */
export function AddLimitVersionModal({
  open,
  onClose,
  versions,
}: {
  open: boolean;
  onClose: () => void;
  versions: readonly LimitVersion[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const scheme = Form.useWatch('scheme', form) ?? 'MAAQS';
  const add = useAddVersion(addLimitVersion, onClose);
  const inForce = (s: LimitScheme) =>
    versions.find((v) => v.scheme === s && v.inForce) ?? versions.find((v) => v.scheme === s);
  const isAir = scheme === 'MAAQS';
  const col = (key: string) => t(`calculators:standards.column.${key}`);

  const onFinish = ({ basedOn: _basedOn, ...values }: FormValues) =>
    add.save({
      ...values,
      effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD'),
      provisional: values.provisional ?? false,
      rows: (values.rows ?? []).map((r) => ({
        ...r,
        averaging: isAir ? (r.averaging ?? null) : null,
        stationClass: isAir ? null : (r.stationClass ?? null),
        min: r.min ?? null,
        max: r.max ?? null,
      })),
    });

  return (
    <VersionModal
      form={form}
      draft="limit-version"
      open={open}
      title={t('calculators:standards.add.limitsTitle')}
      width={900}
      pending={add.isPending}
      onClose={onClose}
      onSave={() => form.submit()}
      onOpened={() => add.clearIssues()}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          scheme: 'MAAQS',
          basedOn: inForce('MAAQS')?.id,
          confidence: 'SINGLE',
          provisional: false,
          rows: rowsOf(inForce('MAAQS')),
        }}
        onValuesChange={(changed: Partial<FormValues>) => {
          if (changed.scheme)
            form.setFieldsValue({
              basedOn: inForce(changed.scheme)?.id,
              rows: rowsOf(inForce(changed.scheme)),
            });
          else if (changed.basedOn)
            form.setFieldsValue({ rows: rowsOf(versions.find((v) => v.id === changed.basedOn)) });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="scheme" label={col('scheme')}>
              <Select
                options={LIMIT_SCHEMES.map((s) => ({
                  value: s,
                  label: t(`calculators:standards.scheme.${s}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="basedOn" label={t('calculators:standards.add.basedOn')}>
              <Select
                options={versions
                  .filter((v) => v.scheme === scheme)
                  .map((v) => ({ value: v.id, label: v.version }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <VersionMetaFields />
        <Form.Item name="provisional" valuePropName="checked">
          <Checkbox>{t('calculators:standards.add.provisional')}</Checkbox>
        </Form.Item>
        <Form.List name="rows">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="top">
                  <Col span={5}>
                    <Form.Item
                      name={[field.name, 'parameter']}
                      label={col('parameter')}
                      rules={[{ required: true, message: t('calculators:form.requiredShort') }]}
                    >
                      <Input maxLength={30} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    {isAir ? (
                      <Form.Item
                        name={[field.name, 'averaging']}
                        label={col('averaging')}
                        rules={[{ required: true, message: t('calculators:form.requiredShort') }]}
                      >
                        <Select
                          options={AVERAGING_PERIODS.map((a) => ({
                            value: a,
                            label: t(`calculators:averaging.${a}`),
                          }))}
                        />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[field.name, 'stationClass']}
                        label={col('class')}
                        rules={[{ required: true, message: t('calculators:form.requiredShort') }]}
                      >
                        <Input maxLength={10} />
                      </Form.Item>
                    )}
                  </Col>
                  <Col span={4}>
                    <Form.Item
                      name={[field.name, 'unit']}
                      label={col('unit')}
                      rules={[{ required: true, message: t('calculators:form.requiredShort') }]}
                    >
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'min']} label={col('min')}>
                      <InputNumber style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'max']} label={col('max')}>
                      <InputNumber style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={2} style={{ paddingTop: 30 }}>
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('calculators:standards.add.remove')}
                    />
                  </Col>
                </Row>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() =>
                  addRow({
                    parameter: '',
                    averaging: null,
                    stationClass: null,
                    unit: '',
                    min: null,
                    max: null,
                  })
                }
              >
                {t('calculators:standards.add.addRow')}
              </Button>
            </>
          )}
        </Form.List>
        <IssueList issues={add.issues} />
      </Form>
    </VersionModal>
  );
}
