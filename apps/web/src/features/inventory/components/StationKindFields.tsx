import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { refBasinsQuery, refRiversQuery } from '../api/inventory-api';
import {
  STATION_FORM_HALF as half,
  hasLocationType,
  isWater,
  locationTypes,
  targetClassesFor,
  type StationFormValues,
} from '../utils/station-form';

/**
 * The station form's kind: category and expected interval, and what the module allows — a marine
 * location type, a target class, a river basin and river (a new basin clears the river).
 */
export function StationKindFields({ form }: { form: FormInstance<StationFormValues> }) {
  const { t } = useTranslation();
  const module = Form.useWatch('module', form) || undefined;
  const stateId = Form.useWatch('stateId', form) || undefined;
  const basinId = Form.useWatch('basinId', form) || undefined;
  const basins = useQuery({ ...refBasinsQuery(stateId ?? null), enabled: isWater(module) });
  const rivers = useQuery({ ...refRiversQuery(basinId ?? 0), enabled: basinId !== undefined });
  const classes = targetClassesFor(module);
  return (
    <>
      <Col {...half}>
        <Form.Item label={t('inventory:station.category')} name="category">
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('inventory:station.interval')} name="expectedIntervalMinutes">
          <InputNumber style={{ width: '100%' }} min={1} max={1440} precision={0} />
        </Form.Item>
      </Col>
      {hasLocationType(module) && (
        <Col {...half}>
          <Form.Item label={t('inventory:station.locationType')} name="locationType">
            <Select
              allowClear
              options={locationTypes.map((l) => ({
                value: l,
                label: t(`inventory:locationType.${l}`),
              }))}
            />
          </Form.Item>
        </Col>
      )}
      {classes.length > 0 && (
        <Col {...half}>
          <Form.Item label={t('inventory:station.targetClass')} name="targetClass">
            <Select allowClear options={classes.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
      )}
      {isWater(module) && (
        <>
          <Col {...half}>
            <Form.Item label={t('inventory:station.basin')} name="basinId">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={basins.data?.map((b) => ({ value: b.id, label: b.name }))}
                onChange={() => form.setFieldsValue({ riverId: undefined })}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('inventory:station.river')} name="riverId">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={basinId === undefined}
                options={rivers.data?.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
}
