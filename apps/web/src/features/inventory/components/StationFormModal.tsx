import { MODULE_CODES, type StationRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  refBasinsQuery,
  refDistrictsQuery,
  refRiversQuery,
  refStatesQuery,
} from '../api/inventory-api';
import { saveStation } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { fieldErrors } from '../utils/form-issues';
import {
  fromStation,
  hasLocationType,
  isWater,
  locationTypes,
  targetClassesFor,
  toStationBody,
  type StationFormValues,
} from '../utils/station-form';
import { FormModal } from '../../../components/FormModal';

const FIELDS = [
  'id',
  'module',
  'name',
  'stateId',
  'districtId',
  'place',
  'lotInfo',
  'address',
  'longitude',
  'latitude',
  'category',
  'locationType',
  'targetClass',
  'basinId',
  'riverId',
  'expectedIntervalMinutes',
] as const;

/** Add a station (`station` undefined) or change one; the server's field messages show under their fields. */
export function StationFormModal({
  station,
  onClose,
}: {
  station: StationRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StationFormValues>();
  const isNew = station === undefined;
  const module = Form.useWatch('module', form) || undefined;
  const stateId = Form.useWatch('stateId', form) || undefined;
  const basinId = Form.useWatch('basinId', form) || undefined;
  const states = useQuery(refStatesQuery);
  const districts = useQuery({
    ...refDistrictsQuery(stateId ?? 0),
    enabled: stateId !== undefined,
  });
  const basins = useQuery({ ...refBasinsQuery(stateId ?? null), enabled: isWater(module) });
  const rivers = useQuery({ ...refRiversQuery(basinId ?? 0), enabled: basinId !== undefined });

  useEffect(() => {
    form.resetFields();
    if (station) form.setFieldsValue(fromStation(station));
  }, [station, form]);

  const save = useInventoryAction(
    (values: StationFormValues) => saveStation(toStationBody(values, isNew), station?.id),
    {
      doneKey: 'common:action.saved',
      onDone: onClose,
      onFailed: (error) => {
        const errors = fieldErrors(error, FIELDS);
        form.setFields(errors);
        return errors.length > 0;
      },
    },
  );

  const required = { required: true, message: t('auth:login.required') };
  const classes = targetClassesFor(module);
  const half = { xs: 24, md: 12 };
  return (
    <FormModal
      form={form}
      draft={isNew ? 'station-new' : `station-${station.id}`}
      open
      width={820}
      title={isNew ? t('inventory:station.add') : t('inventory:station.edit', { id: station.id })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Row gutter={16}>
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
        </Row>
      </Form>
    </FormModal>
  );
}
