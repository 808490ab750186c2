import { Col, DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTimeText } from '../utils/deployment-form';
import { DATE_FORMAT } from '../../../lib/format';

/**
 * A deployment's period: start date and typed time, then end date and time (spec §5: HH:MM,
 * rounded to :00 or :30; no end while the unit is still there, and an end time only with a date).
 */
export function DeploymentPeriodFields() {
  const { t } = useTranslation();
  const required = (key: string) => ({
    required: true,
    message: t('mobile:form.required', { field: t(`mobile:form.${key}`) }),
  });
  const timeRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value || isTimeText(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('mobile:form.incorrectTime'))),
  };
  return (
    <>
      <Col xs={12}>
        <Form.Item
          name="startDate"
          label={t('mobile:form.startDate')}
          rules={[required('startDate')]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="startTime"
          label={t('mobile:form.startTime')}
          extra={t('mobile:form.timeHint')}
          rules={[required('startTime'), timeRule]}
        >
          <Input maxLength={12} placeholder="08:00" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="endDate" label={t('mobile:form.endDate')} extra={t('mobile:form.endHint')}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="endTime"
          label={t('mobile:form.endTime')}
          dependencies={['endDate']}
          rules={[
            timeRule,
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: string | undefined) =>
                Boolean(value) === Boolean(getFieldValue('endDate'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('mobile:form.endTimeNeedsDate'))),
            }),
          ]}
        >
          <Input maxLength={12} placeholder="18:00" />
        </Form.Item>
      </Col>
    </>
  );
}
