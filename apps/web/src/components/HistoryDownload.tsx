import { DownloadOutlined } from '@ant-design/icons';
import { apiPath } from '@eqmp/domain';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The years a visitor may download: this year and the nine before it. */
function recentYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => year - i);
}

/** Choose a station and a year, and download its valid hourly values as CSV. */
export function HistoryDownload({
  stations,
}: {
  stations: readonly { stationId: string; name: string }[];
}) {
  const { t } = useTranslation();
  const years = recentYears();
  const [stationId, setStationId] = useState<string | undefined>(stations[0]?.stationId);
  const [year, setYear] = useState(years[0]!);
  return (
    <Card title={t('public:history.download')}>
      <Typography.Paragraph>{t('public:history.explain')}</Typography.Paragraph>
      <Space wrap align="end">
        <label>
          <div>{t('public:history.station')}</div>
          <Select
            aria-label={t('public:history.station')}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 280 }}
            value={stationId}
            onChange={setStationId}
            options={stations.map((s) => ({
              value: s.stationId,
              label: `${s.name} (${s.stationId})`,
            }))}
          />
        </label>
        <label>
          <div>{t('public:history.year')}</div>
          <Select
            aria-label={t('public:history.year')}
            style={{ width: 120 }}
            value={year}
            onChange={setYear}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
        </label>
        <Button
          icon={<DownloadOutlined />}
          disabled={!stationId}
          href={
            stationId
              ? apiPath('publicStationHistory', { stationId, year: String(year) })
              : undefined
          }
          download
        >
          {t('public:history.downloadButton')}
        </Button>
      </Space>
    </Card>
  );
}
