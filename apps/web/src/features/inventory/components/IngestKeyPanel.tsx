import { type StationFull } from '@eqmp/domain';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { issueIngestKey } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { IngestKeyDialog } from './IngestKeyDialog';

/** Who issued the station's ingestion key and when; issue a first key or rotate it. */
export function IngestKeyPanel({ station }: { station: StationFull }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [shown, setShown] = useState<string | null>(null);
  const issue = useInventoryAction(() => issueIngestKey(station.id), {
    onDone: ({ key }) => setShown(key),
  });
  const existing = station.ingestKey;

  return (
    <Space orientation="vertical">
      <Typography.Text>
        {existing
          ? t('inventory:ingestKey.issued', {
              at: formatDateTime(existing.createdAt, language),
              by: existing.createdBy,
            })
          : t('inventory:ingestKey.none')}
      </Typography.Text>
      {existing ? (
        <Popconfirm
          title={t('inventory:ingestKey.rotateConfirm')}
          onConfirm={() => issue.mutate(undefined)}
          okText={t('common:action.yes')}
          cancelText={t('common:action.no')}
        >
          <Button danger loading={issue.isPending}>
            {t('inventory:ingestKey.rotate')}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={issue.isPending} onClick={() => issue.mutate(undefined)}>
          {t('inventory:ingestKey.issue')}
        </Button>
      )}
      {shown && (
        <IngestKeyDialog stationId={station.id} ingestKey={shown} onClose={() => setShown(null)} />
      )}
    </Space>
  );
}
