import { PlusOutlined } from '@ant-design/icons';
import { API, localDayStart, type Deployment } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/access';
import { deploymentsQuery, unitsQuery } from '../api/mobile-api';
import { DeploymentModal } from '../components/DeploymentModal';
import { DeploymentPanel } from '../components/DeploymentPanel';
import { DeploymentsTable } from '../components/DeploymentsTable';

const DAY = 'YYYY-MM-DD';
/** A day from the URL, or the fallback when it is missing or not a real day. */
const dayParam = (value: string | null, fallback: Dayjs) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DAY) === value
    ? value
    : fallback.format(DAY);

/**
 * form/mcaqm_data_entry (spec §2 mobile air): the deployments of the mobile units in a period
 * (where, when, why), recorded and changed here, and per deployment its readings, typed or
 * imported. The unit, the period and the open deployment live in the URL.
 */
export function MobileDataEntryPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canEdit = can(API.mobileCreateDeployment.access);
  const [params, setParams] = useSearchParams();
  const unit = params.get('unit') ?? undefined;
  const from = dayParam(params.get('from'), dayjs().subtract(365, 'day'));
  const to = dayParam(params.get('to'), dayjs().add(30, 'day'));
  const openId = Number(params.get('open')) || null;
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const units = useQuery(unitsQuery);
  const deployments = useQuery(
    deploymentsQuery({
      station: unit,
      from: localDayStart(from).toISOString(),
      to: new Date(localDayStart(to).getTime() + 86_400_000).toISOString(),
    }),
  );
  const [editing, setEditing] = useState<Deployment | 'new' | null>(null);
  const items = deployments.data?.items ?? [];
  const open = items.find((d) => d.id === openId) ?? null;
  const error = units.error ?? deployments.error;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('mobile:title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900, margin: 0 }}>
        {t('mobile:intro')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Select
              allowClear
              aria-label={t('mobile:filter.unit')}
              placeholder={t('mobile:filter.allUnits')}
              style={{ width: 260 }}
              value={unit}
              onChange={(value?: string) => set({ unit: value ?? null, open: null })}
              options={(units.data?.units ?? []).map((u) => ({
                value: u.id,
                label: `${u.id} ${u.name}`,
              }))}
            />
            <DatePicker.RangePicker
              aria-label={t('mobile:filter.period')}
              format="DD/MM/YYYY"
              allowClear={false}
              value={[dayjs(from), dayjs(to)]}
              onChange={(range) => {
                const [start, end] = (range ?? []) as [Dayjs | null, Dayjs | null];
                if (start && end) set({ from: start.format(DAY), to: end.format(DAY) });
              }}
            />
          </Space>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('mobile:action.newDeployment')}
            </Button>
          )}
        </Space>
        <DeploymentsTable
          items={items}
          loading={deployments.isFetching}
          selected={openId}
          canEdit={canEdit}
          onOpen={(d) => set({ open: String(d.id) })}
          onEdit={(d) => setEditing(d)}
        />
      </Card>
      {open && (
        <DeploymentPanel
          key={open.id}
          deployment={open}
          units={units.data?.units ?? []}
          onClose={() => set({ open: null })}
        />
      )}
      {editing !== null && (
        <DeploymentModal
          deployment={editing === 'new' ? null : editing}
          units={units.data?.units ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) set({ open: String(saved.id) });
          }}
        />
      )}
    </Space>
  );
}
