import type { RecordDetail, RecordKind } from '@eqmp/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRecordTime } from '../hooks/useRecordTime';
import { stationLabel } from '../utils/station-label';
import { ResultTag, StatusTag } from './RecordTags';

/** A record's station, window, type, status, people, result, remarks and who made and changed it. */
export function RecordSummaryCard({ kind, record: r }: { kind: RecordKind; record: RecordDetail }) {
  const { t } = useTranslation();
  const when = useRecordTime();
  return (
    <Card title={t('records:detail.title', { kind: t(`records:page.${kind}`), id: r.id })}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('records:col.station')}>
          {stationLabel(r.stationId, r.stationName)}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('records:detail.window')}
        >{`${when(r.from)} – ${when(r.to)}`}</Descriptions.Item>
        <Descriptions.Item label={t('records:col.type')}>
          {t(`records:type.${r.type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('records:col.status')}>
          <StatusTag status={r.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('records:col.people')}>{r.people.join(', ')}</Descriptions.Item>
        {kind === 'calibration' && (
          <Descriptions.Item label={t('records:col.result')}>
            <ResultTag passed={r.passed} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('records:col.remarks')} span={2}>
          {r.remarks || '–'}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('records:col.createdBy')}
        >{`${r.createdBy}, ${when(r.createdAt)}`}</Descriptions.Item>
        <Descriptions.Item
          label={t('records:col.updatedBy')}
        >{`${r.updatedBy}, ${when(r.updatedAt)}`}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
