import { CASE_ID_PATTERN, formDate, type CaseItem, type Cases } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseFormValues } from './CaseModal';

/**
 * A case's fields: REPORT_ID (fixed once registered), state, title, start date (DD/MM/YYYY),
 * year and the stations picked among the module's.
 */
export function CaseFields({
  form,
  found,
  options,
}: {
  form: FormInstance<CaseFormValues>;
  found: CaseItem | null;
  options: Pick<Cases, 'stations' | 'states'>;
}) {
  const { t } = useTranslation();
  const required = (key: string) => ({
    required: true,
    message: t('investigative:form.required', { field: t(`investigative:form.${key}`) }),
  });
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="id"
            label={t('investigative:form.id')}
            extra={found ? undefined : t('investigative:form.idHint')}
            rules={[
              required('id'),
              {
                validator: (_: unknown, value: string | undefined) =>
                  !value || CASE_ID_PATTERN.test(value.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('investigative:errors.idFormat'))),
              },
            ]}
          >
            <Input maxLength={40} disabled={found !== null} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="stateId" label={t('investigative:form.state')}>
            <Select
              allowClear
              placeholder={t('investigative:form.noState')}
              options={options.states.map((s) => ({ value: s.id, label: s.name }))}
              onClear={() => form.setFieldValue('stateId', null)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="caseTitle"
        label={t('investigative:form.caseTitle')}
        rules={[required('caseTitle')]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item
            name="caseStartDate"
            label={t('investigative:form.startDate')}
            rules={[
              required('startDate'),
              {
                validator: (_: unknown, value: string | undefined) => {
                  if (!value) return Promise.resolve();
                  const date = formDate(value);
                  return date.ok
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`errors:code.${date.code}`)));
                },
              },
            ]}
          >
            <Input maxLength={10} placeholder="DD/MM/YYYY" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="year"
            label={t('investigative:form.year')}
            extra={t('investigative:form.yearHint')}
            rules={[required('year')]}
          >
            <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="stationIds"
        label={t('investigative:form.stations')}
        rules={[required('stations')]}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={options.stations.map((s) => ({ value: s.id, label: `${s.id} ${s.name}` }))}
        />
      </Form.Item>
    </>
  );
}
