import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { qaqcHistoryQuery } from '../api/qaqc-api';

type Partial = {
  value?: number | null;
  validity?: number;
  nullReason?: string | null;
  qualifiers?: string[];
};
const describe = (s: Partial) =>
  [
    s.value === undefined ? null : `${s.value ?? '–'}`,
    s.validity === undefined ? null : `(${s.validity})`,
    s.nullReason ?? null,
    s.qualifiers?.length ? s.qualifiers.join(' ') : null,
  ]
    .filter(Boolean)
    .join(' ');

/** One value's history: as received, then every change (who, when, why, before → after). */
export function HistoryDrawer({
  target,
  onClose,
}: {
  target: { stationId: string; parameterCode: string; ts: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const history = useQuery({
    ...qaqcHistoryQuery(target ?? { stationId: '', parameterCode: '', ts: '' }),
    enabled: target !== null,
  });
  const data = history.data;
  return (
    <Drawer
      destroyOnHidden
      open={target !== null}
      onClose={onClose}
      title={t('qaqc:history.title')}
      size="large"
    >
      {data && (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('qaqc:col.time')}>
              {formatDateTime(data.ts, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('qaqc:col.raw')}>{data.raw ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('qaqc:history.received')}>
              {formatDateTime(data.receivedAt, language)}
            </Descriptions.Item>
            <Descriptions.Item
              label={t('qaqc:history.autoValidity')}
            >{`${data.autoValidity} ${data.autoNullReason ?? ''}`}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('qaqc:history.changes')}
          </Typography.Title>
          {data.changes.length === 0 ? (
            <Empty description={t('qaqc:history.none')} />
          ) : (
            <Timeline
              items={data.changes.map((c) => ({
                key: c.id,
                children: (
                  <span>
                    <Typography.Text
                      strong
                    >{`${formatDateTime(c.at, language)} · ${c.username} · ${t(`qaqc:kind.${c.kind}`)}`}</Typography.Text>
                    <br />
                    {`${describe(c.before)} → ${describe(c.after)}`}
                    {c.reason && (
                      <>
                        <br />
                        <Typography.Text type="secondary">{c.reason}</Typography.Text>
                      </>
                    )}
                  </span>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
