import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { alertQuery } from '../api/alerts-api';
import { formatValue, parameterLabel } from '../utils/alert-format';
import { AlertStatusTag } from './AlertStatusTag';

/** One alert's facts and every step of its history, newest last. */
export function AlertHistoryDrawer({
  alertId,
  onClose,
}: {
  alertId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { data } = useQuery(alertQuery(alertId));
  const flag = (v: unknown) =>
    typeof v === 'boolean'
      ? t(v ? 'alerts:detail.yes' : 'alerts:detail.no')
      : typeof v === 'string' || typeof v === 'number'
        ? String(v)
        : v == null
          ? '–'
          : JSON.stringify(v);
  const details = Object.entries(data?.detail ?? {}).filter(
    ([k]) => k !== 'lastTs' && k !== 'scheme',
  );
  return (
    <Drawer
      open={alertId !== null}
      onClose={onClose}
      title={t('alerts:history.title')}
      size="large"
    >
      {data && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('alerts:col.kind')}>
              {t(`alerts:kind.${data.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item
              label={t('alerts:col.station')}
            >{`${data.stationId} · ${data.stationName}`}</Descriptions.Item>
            <Descriptions.Item label={t('alerts:col.parameter')}>
              {parameterLabel(data, language)}
            </Descriptions.Item>
            <Descriptions.Item
              label={t('alerts:col.value')}
            >{`${formatValue(data.value, language)} ${data.unit ?? ''}`}</Descriptions.Item>
            <Descriptions.Item
              label={t('alerts:col.peak')}
            >{`${formatValue(data.peakValue, language)} ${data.unit ?? ''}`}</Descriptions.Item>
            <Descriptions.Item
              label={t('alerts:col.limit')}
            >{`${formatValue(data.limitValue, language)} ${data.unit ?? ''}`}</Descriptions.Item>
            {data.standardVersion && (
              <Descriptions.Item label={t('alerts:col.standard')}>
                {data.standardVersion}
              </Descriptions.Item>
            )}
            {details.map(([k, v]) => (
              <Descriptions.Item key={k} label={t(`alerts:detail.${k}`, { defaultValue: k })}>
                {flag(v)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('alerts:col.status')}>
              <AlertStatusTag status={data.status} />
            </Descriptions.Item>
          </Descriptions>
          <Timeline
            style={{ marginTop: 24 }}
            items={data.events.map((e) => ({
              key: e.id,
              children: (
                <>
                  <Typography.Text strong>
                    {t(`alerts:history.${e.action}`, { defaultValue: e.action })}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {formatDateTime(e.at, language)} ·{' '}
                    {t('alerts:history.by', { name: e.username })}
                  </Typography.Text>
                  {e.note && <div>{e.note}</div>}
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
