import { type SensorRow, type StationFull } from '@eqmp/domain';
import { Card, Col, Empty, Image, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldsCard } from '../../../components/FieldsCard';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { pictureSrc } from '../api/upload-picture';
import { formatDay } from '../../../lib/format';
import { formatValue, parameterName } from '../utils/format';
import { ActiveTag, StatusTag } from './StatusTag';

/** Spec §3 station information: every field, the picture and gallery, the parameters and sensors. */
export function StationDetails({ station }: { station: StationFull }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const dash = (value: string | null) => value ?? '–';
  const fields: (readonly [string, string])[] = [
    ['id', station.id],
    ['name', station.name],
    ['module', `${station.module} – ${t(`common:module.${station.module}`)}`],
    ['state', dash(station.stateName)],
    ['district', dash(station.districtName)],
    ['place', dash(station.place)],
    ['lotInfo', dash(station.lotInfo)],
    ['address', dash(station.address)],
    ['longitude', formatValue(station.longitude, language)],
    ['latitude', formatValue(station.latitude, language)],
    ['category', dash(station.category)],
    ...(station.locationType
      ? [['locationType', t(`inventory:locationType.${station.locationType}`)] as const]
      : []),
    ...(station.targetClass ? [['targetClass', station.targetClass] as const] : []),
    ...(station.basinName ? [['basin', station.basinName] as const] : []),
    ...(station.riverName ? [['river', station.riverName] as const] : []),
    ['updatedAt', formatDateTime(station.updatedAt, language)],
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <FieldsCard
          name={station.name}
          status={<ActiveTag isActive={station.isActive} />}
          labelOf={(key) => t(`inventory:station.${key}`)}
          fields={fields}
        />
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('inventory:station.picture')}>
          {station.pictureUrl ? (
            <Image
              src={pictureSrc(station.pictureUrl)}
              alt={t('inventory:picture.alt', { id: station.id })}
              style={{ maxWidth: '100%' }}
            />
          ) : (
            <Empty description={t('inventory:station.noPicture')} />
          )}
          <Typography.Title level={5}>{t('inventory:station.gallery')}</Typography.Title>
          {station.gallery.length === 0 ? (
            <Typography.Text type="secondary">
              {t('inventory:picture.emptyGallery')}
            </Typography.Text>
          ) : (
            <Image.PreviewGroup>
              <Space wrap>
                {station.gallery.map((p) => (
                  <Image
                    key={p.id}
                    src={pictureSrc(p.url)}
                    alt={p.caption ?? station.id}
                    title={p.caption ?? undefined}
                    width={120}
                    height={90}
                    style={{ objectFit: 'cover' }}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('inventory:station.parameters')}>
          {station.parameters.length === 0 ? (
            <Typography.Text type="secondary">
              {t('inventory:station.noParameters')}
            </Typography.Text>
          ) : (
            station.parameters.map((p) => (
              <Tag key={p.code} title={p.unit}>{`${parameterName(p, language)} (${p.unit})`}</Tag>
            ))
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('inventory:station.sensors')}>
          <Table<SensorRow>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={station.sensors}
            locale={{ emptyText: t('inventory:station.noSensors') }}
            columns={[
              {
                title: t('inventory:sensor.parameter'),
                dataIndex: 'parameterCode',
                render: (_, s) =>
                  parameterName({ nameEn: s.parameterNameEn, nameMs: s.parameterNameMs }, language),
              },
              { title: t('inventory:sensor.make'), dataIndex: 'make' },
              { title: t('inventory:sensor.model'), dataIndex: 'model' },
              { title: t('inventory:sensor.serialNo'), dataIndex: 'serialNo' },
              {
                title: t('inventory:sensor.installedOn'),
                dataIndex: 'installedOn',
                render: (d: string | null) => formatDay(d),
              },
              {
                title: t('inventory:sensor.status'),
                dataIndex: 'status',
                render: (_, s) => <StatusTag status={s.status} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
