import type { Deployment, MobileUnits } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/FormProblems';
import { useFormSave } from '../../../components/useFormSave';
import { mobileKeys, saveDeployment } from '../api/mobile-api';
import { toBody, toFormValues, type DeploymentFormValues } from '../utils/deployment-form';
import { SaveFormModal } from '../../../components/SaveFormModal';
import { DeploymentPeriodFields } from './DeploymentPeriodFields';

/**
 * Records or changes a deployment: the unit (fixed once recorded), place and coordinates, the
 * period as local dates and typed times (spec §5: HH:MM, rounded to :00 or :30; no end while the
 * unit is still there) and the reason. The server's refusals (overlap, outside Malaysia) stay in
 * the form. Mounted for one editing session (the page renders it only while editing), so its
 * values always start from the deployment or from blank.
 */
export function DeploymentModal({
  deployment,
  units,
  onClose,
}: {
  deployment: Deployment | null;
  units: MobileUnits['units'];
  onClose: (saved?: Deployment) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeploymentFormValues>();
  const { mutation: save, problems } = useFormSave({
    save: (values: DeploymentFormValues) => {
      const body = toBody(values);
      if (!body) throw new Error(t('mobile:form.incorrectTime'));
      return saveDeployment(deployment?.id ?? null, body);
    },
    refresh: mobileKeys.all,
    savedKey: 'mobile:form.saved',
    onSaved: (saved) => onClose(saved),
  });
  const required = (key: string) => ({
    required: true,
    message: t('mobile:form.required', { field: t(`mobile:form.${key}`) }),
  });

  return (
    <SaveFormModal
      form={form}
      draft={deployment ? `deployment-${deployment.id}` : 'deployment-new'}
      title={t(deployment ? 'mobile:form.editTitle' : 'mobile:form.createTitle')}
      width={720}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={() => onClose()}
      initialValues={deployment ? toFormValues(deployment) : { stationId: units[0]?.id }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="stationId" label={t('mobile:form.unit')} rules={[required('unit')]}>
            <Select
              disabled={deployment !== null}
              options={units
                .filter((u) => u.isActive || u.id === deployment?.stationId)
                .map((u) => ({ value: u.id, label: `${u.id} ${u.name}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="place" label={t('mobile:form.place')} rules={[required('place')]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="longitude"
            label={t('mobile:form.longitude')}
            rules={[required('longitude')]}
          >
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="latitude"
            label={t('mobile:form.latitude')}
            rules={[required('latitude')]}
          >
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <DeploymentPeriodFields />
      </Row>
      <Form.Item name="reason" label={t('mobile:form.reason')} rules={[required('reason')]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <FormProblems problems={problems} />
    </SaveFormModal>
  );
}
