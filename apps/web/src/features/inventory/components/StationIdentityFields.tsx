import { MODULE_CODES } from '@eqmp/domain';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATION_FORM_HALF as half } from '../utils/station-form';

/** The station form's identity: its id (fixed once made), module and name. */
export function StationIdentityFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <Col {...half}>
        <Form.Item
          label={t('inventory:station.id')}
          name="id"
          extra={isNew ? t('inventory:station.idHint') : undefined}
          rules={[
            required,
            { pattern: /^[A-Za-z0-9]{3,20}$/, message: t('inventory:station.idHint') },
          ]}
        >
          <Input disabled={!isNew} maxLength={20} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.module')} name="module" rules={[required]}>
          <Select
            options={MODULE_CODES.map((code) => ({
              value: code,
              label: `${code} – ${t(`common:module.${code}`)}`,
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label={t('inventory:station.name')}
          name="name"
          rules={[required, { min: 2, message: t('auth:login.required') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
    </>
  );
}
