import { DownloadOutlined } from '@ant-design/icons';
import {
  apiPath,
  RIVER_CLASS_COLOURS,
  EQR_EXPORT_FORMATS,
  findPageByPath,
  localParts,
  RIVER_CLASSES,
  type EqrModule,
  type EqrRiverResponse,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, InputNumber, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EChart } from '../../../components/EChart';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { apiRequest, downloadWithToken } from '../../../lib/api-client';
import { buildClassShareOption, buildTrendOption } from '../utils/build-eqr-options';

const CLASSES = [...RIVER_CLASSES, 'NA'] as const;

/** {river module}/report/eqr_reporting: the year's EQR river tables and charts, with their data level and exports. */
export function EqrReportingPage() {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const module = findPageByPath(useLocation().pathname)!.module as EqrModule;
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || localParts(Date.now()).year - 1;
  const eqr = useQuery({
    queryKey: ['eqr', module, year],
    queryFn: () => apiRequest<EqrRiverResponse>(apiPath(`eqr${module}`, {}, { year })),
  });
  const data = eqr.data;
  const className = (c: string) => (c === 'NA' ? t('eqr:na') : t('eqr:class', { class: c }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title
        level={3}
        style={{ margin: 0 }}
      >{`${t('eqr:title')} · ${module}`}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('eqr:intro')}
      </Typography.Paragraph>
      <Space wrap>
        <InputNumber
          aria-label={t('eqr:year')}
          min={2000}
          max={2100}
          value={year}
          onChange={(v) => v && setParams((p) => (p.set('year', String(v)), p))}
        />
        {EQR_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            disabled={!data?.stations}
            onClick={() =>
              void downloadWithToken(
                apiPath(`eqrExport${module}`, {}, { year, format }),
                `eqr-${module.toLowerCase()}-${year}.${format}`,
              ).catch((e: unknown) => void showError(e))
            }
          >
            {t(`eqr:export.${format}`)}
          </Button>
        ))}
      </Space>
      {eqr.error && <Alert type="error" showIcon title={eqr.error.message} />}
      {data && (
        <Alert
          type={data.dataLevel === 'approved' ? 'success' : 'info'}
          showIcon
          title={
            data.stations
              ? t('eqr:levelLine', {
                  level: data.dataLevel ? t(`eqr:level.${data.dataLevel}`) : t('eqr:na'),
                  stations: data.stations,
                })
              : t('eqr:noData')
          }
          description={t('eqr:levelNote')}
        />
      )}
      {data && data.stations > 0 && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('eqr:section.classes')}>
              <EChart
                height={240}
                option={buildClassShareOption(data.classShares, className, RIVER_CLASS_COLOURS)}
              />
              <Table
                rowKey="riverClass"
                size="small"
                pagination={false}
                dataSource={data.classShares}
                columns={[
                  { title: t('eqr:col.class'), dataIndex: 'riverClass', render: className },
                  { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' },
                  { title: t('eqr:col.percent'), dataIndex: 'percent', align: 'right' },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('eqr:section.trend')}>
              <EChart height={240} option={buildTrendOption(data.trend, t('eqr:col.meanWqi'))} />
              <Table
                rowKey="year"
                size="small"
                pagination={false}
                dataSource={data.trend}
                columns={[
                  { title: t('eqr:col.year'), dataIndex: 'year' },
                  {
                    title: t('eqr:col.meanWqi'),
                    dataIndex: 'meanWqi',
                    align: 'right',
                    render: (v: number | null) => v ?? t('eqr:na'),
                  },
                  { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24}>
            <Card size="small" title={t('eqr:section.basins')}>
              <Table
                rowKey="basin"
                size="small"
                pagination={false}
                scroll={{ x: true }}
                dataSource={data.byBasin}
                columns={[
                  { title: t('eqr:col.basin'), dataIndex: 'basin' },
                  ...CLASSES.map((c) => ({
                    title: className(c),
                    key: c,
                    align: 'right' as const,
                    render: (_: unknown, b: EqrRiverResponse['byBasin'][number]) =>
                      b.counts[c] ?? 0,
                  })),
                  { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' as const },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
