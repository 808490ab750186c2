import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { refDistrictsQuery, refStatesQuery } from '../api/inventory-api';
import { STATION_FORM_HALF as half, type StationFormValues } from '../utils/station-form';

/** The station form's place: state and district (a new state clears the district, basin and river), address and coordinates. */
export function StationPlaceFields({ form }: { form: FormInstance<StationFormValues> }) {
  const { t } = useTranslation();
  const stateId = Form.useWatch('stateId', form) || undefined;
  const states = useQuery(refStatesQuery);
  const districts = useQuery({
    ...refDistrictsQuery(stateId ?? 0),
    enabled: stateId !== undefined,
  });
  return (
    <>
      <Col {...half}>
        <Form.Item label={t('inventory:station.state')} name="stateId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={states.isPending}
            options={states.data?.map((s) => ({ value: s.id, label: s.name }))}
            onChange={() =>
              form.setFieldsValue({
                districtId: undefined,
                basinId: undefined,
                riverId: undefined,
              })
            }
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.district')} name="districtId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={stateId === undefined}
            options={districts.data?.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.place')} name="place">
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.lotInfo')} name="lotInfo">
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('inventory:station.address')} name="address">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label={t('inventory:station.longitude')}
          name="longitude"
          extra={t('inventory:station.coordinatesHint')}
        >
          <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.000001} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.latitude')} name="latitude">
          <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.000001} />
        </Form.Item>
      </Col>
    </>
  );
}
