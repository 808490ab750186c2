import { RIVER_CLASS_COLOURS, RIVER_CLASSES, type EqrRiverResponse } from '@eqmp/domain';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { buildTrendOption } from '../utils/build-eqr-options';
import { SmallTable } from '../../../components/SmallTable';
import { countColumns } from '../utils/count-columns';
import { ShareCard } from './ShareCard';

const CLASSES = [...RIVER_CLASSES, 'NA'] as const;

/** The river chapter: stations per WQI class, the trend of the mean WQI, classes per basin. */
export function RiverChapter({ data }: { data: EqrRiverResponse }) {
  const { t } = useTranslation();
  const className = (c: string) => (c === 'NA' ? t('eqr:na') : t('eqr:class', { class: c }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ShareCard
          title={t('eqr:section.classes')}
          rows={data.classShares}
          colours={RIVER_CLASS_COLOURS}
          label={{ title: t('eqr:col.class'), dataIndex: 'riverClass', render: className }}
          count={{ title: t('eqr:col.stations'), dataIndex: 'stations' }}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('eqr:section.trend')}>
          <EChart height={240} option={buildTrendOption(data.trend, t('eqr:col.meanWqi'))} />
          <SmallTable
            rowKey="year"
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
          <SmallTable
            rowKey="basin"
            scroll={{ x: true }}
            dataSource={data.byBasin}
            columns={[
              { title: t('eqr:col.basin'), dataIndex: 'basin' },
              ...countColumns<EqrRiverResponse['byBasin'][number]>(CLASSES, className),
              { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' as const },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
