import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { callApi } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';

/** The chosen public air station's hourly API over the last 24 hours, and whether it is approved. */
export function PublicLast24hChart({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: ['public', 'air', 'last24h', stationId],
    queryFn: () => callApi('publicAirLast24h', { params: { stationId } }, { token: null }),
    staleTime: 60_000,
  });
  if (data.isPending) return <Skeleton active />;
  if (data.error) return <Alert type="error" showIcon title={data.error.message} />;
  const hours = data.data.hours;
  const approved = hours.length > 0 && hours.every((h) => h.approved);
  return (
    <div data-testid="public-last24h">
      <Typography.Text strong>{t('public:air.last24h')}</Typography.Text>{' '}
      <Tag color={approved ? 'green' : undefined}>
        {approved ? t('public:water.approved') : t('public:water.provisional')}
      </Tag>
      {hours.length === 0 ? (
        <Typography.Paragraph>{t('maps:class.noData')}</Typography.Paragraph>
      ) : (
        <EChart
          height={180}
          option={{
            grid: { left: 36, right: 8, top: 16, bottom: 24 },
            tooltip: { trigger: 'axis' },
            xAxis: { type: 'category', data: hours.map((h) => formatTime(h.hour)) },
            yAxis: { type: 'value', name: 'API' },
            series: [{ type: 'line', name: 'API', data: hours.map((h) => h.api) }],
          }}
        />
      )}
    </div>
  );
}
