import { displayUnit, type StationInfoResponse } from '@eqmp/domain';
import { Card, Col, Empty, Image, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldsCard } from '../../../components/FieldsCard';
import { API_BASE } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { StationMiniMap } from './StationMiniMap';

/** Spec §3 station information, read-only: fields, status, pictures, parameters with latest values, a mini-map. */
export function StationInfoDetails({ station }: { station: StationInfoResponse }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const dash = (value: string | null) => value ?? '–';
  const coordinate = (value: number | null) =>
    value === null ? '–' : formatNumber(value, language, 5);
  const fields: [string, string][] = [
    ['id', station.id],
    ['module', `${t(`common:module.${station.module}`)} (${station.module})`],
    ['state', dash(station.stateName)],
    ['district', dash(station.districtName)],
    ['place', dash(station.place)],
    ['lotInfo', dash(station.lotInfo)],
    ['address', dash(station.address)],
    ['longitude', coordinate(station.longitude)],
    ['latitude', coordinate(station.latitude)],
    ['category', dash(station.category)],
    ...(station.locationType ? [['locationType', station.locationType] as [string, string]] : []),
    ...(station.basinName ? [['basin', station.basinName] as [string, string]] : []),
    ...(station.riverName ? [['river', station.riverName] as [string, string]] : []),
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <FieldsCard
          name={station.name}
          status={
            <Tag color={station.isActive ? 'green' : 'default'}>
              {t(station.isActive ? 'stationInfo:status.active' : 'stationInfo:status.inactive')}
            </Tag>
          }
          labelOf={(key) => t(`stationInfo:field.${key}`)}
          fields={fields}
        />
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('stationInfo:location')} size="small">
          {station.longitude !== null && station.latitude !== null ? (
            <StationMiniMap longitude={station.longitude} latitude={station.latitude} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('stationInfo:noCoordinates')}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('stationInfo:parameters')} size="small">
          <Table
            rowKey="code"
            size="small"
            pagination={false}
            dataSource={station.parameters}
            locale={{ emptyText: t('stationInfo:noParameters') }}
            columns={[
              {
                key: 'name',
                title: t('stationInfo:column.parameter'),
                render: (_, p) => `${language === 'ms' ? p.nameMs : p.nameEn} (${p.code})`,
              },
              {
                key: 'latest',
                title: t('stationInfo:column.latest'),
                render: (_, p) =>
                  p.latest === null
                    ? '–'
                    : `${formatNumber(p.latest, language, 2)} ${displayUnit(p.unit)}`,
              },
              {
                key: 'at',
                title: t('stationInfo:column.latestAt'),
                render: (_, p) => formatDateTime(p.latestAt, language),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('stationInfo:pictures')} size="small">
          {station.picture || station.gallery.length > 0 ? (
            <Image.PreviewGroup>
              <Space wrap>
                {station.picture && (
                  <Image
                    width={160}
                    src={`${API_BASE}${station.picture}`}
                    alt={t('stationInfo:pictureAlt', { name: station.name })}
                  />
                )}
                {station.gallery.map((g) => (
                  <Image
                    key={g.url}
                    width={120}
                    src={`${API_BASE}${g.url}`}
                    alt={g.caption ?? t('stationInfo:pictureAlt', { name: station.name })}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Typography.Text type="secondary">{t('stationInfo:noPictures')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
