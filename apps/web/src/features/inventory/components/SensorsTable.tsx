import { EQUIPMENT_STATUSES, type SensorRow } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { sensorsQuery } from '../api/inventory-api';
import { retireSensor } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { formatDay } from '../../../lib/format';
import { parameterName } from '../utils/format';
import { SensorFormModal } from './SensorFormModal';
import { ParameterPicker, StationPicker } from './StationPicker';
import { EquipmentActions } from './EquipmentActions';
import { StatusTag } from './StatusTag';

/** Sensors by station and parameter: searchable and paged; add, change and retire when `canEdit`. */
export function SensorsTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const params = useTableParams();
  const filters = {
    stationId: params.get('stationId'),
    parameterCode: params.get('parameterCode'),
    status: params.get('status'),
  };
  const list = useQuery(sensorsQuery(pagingQuery(params, filters)));
  const [editing, setEditing] = useState<SensorRow | 'new' | null>(null);
  const retire = useInventoryAction((id: number) => retireSensor(id), {
    doneKey: 'inventory:sensor.retired',
  });

  const columns: TableColumnsType<SensorRow> = [
    {
      title: t('inventory:sensor.station'),
      dataIndex: 'stationId',
      render: (_, s) => `${s.stationId} – ${s.stationName}`,
    },
    {
      title: t('inventory:sensor.parameter'),
      dataIndex: 'parameterCode',
      render: (_, s) =>
        `${s.parameterCode} – ${parameterName({ nameEn: s.parameterNameEn, nameMs: s.parameterNameMs }, language)}`,
    },
    { title: t('inventory:sensor.make'), dataIndex: 'make' },
    { title: t('inventory:sensor.model'), dataIndex: 'model' },
    { title: t('inventory:sensor.serialNo'), dataIndex: 'serialNo' },
    {
      title: t('inventory:sensor.installedOn'),
      dataIndex: 'installedOn',
      render: (d: string | null) => formatDay(d),
    },
    {
      title: t('inventory:sensor.status'),
      dataIndex: 'status',
      render: (_, s) => <StatusTag status={s.status} />,
    },
    ...(canEdit
      ? [
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_: unknown, s: SensorRow) => (
              <EquipmentActions
                retired={s.status === 'retired'}
                onEdit={() => setEditing(s)}
                onRetire={() => retire.mutate(s.id)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        params={params}
        toolbar={
          <Space wrap>
            <StationPicker
              allowClear
              style={{ width: 240 }}
              placeholder={t('inventory:filter.allStations')}
              aria-label={t('inventory:sensor.station')}
              value={filters.stationId}
              onChange={(stationId?: string) => params.set({ stationId })}
            />
            <ParameterPicker
              allowClear
              style={{ width: 240 }}
              placeholder={t('inventory:filter.allParameters')}
              aria-label={t('inventory:sensor.parameter')}
              value={filters.parameterCode}
              onChange={(parameterCode?: string) => params.set({ parameterCode })}
            />
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('inventory:filter.anyStatus')}
              aria-label={t('inventory:sensor.status')}
              value={filters.status}
              onChange={(status?: string) => params.set({ status })}
              options={EQUIPMENT_STATUSES.map((s) => ({
                value: s,
                label: t(`inventory:status.${s}`),
              }))}
            />
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('inventory:sensor.add')}
              </Button>
            )}
          </Space>
        }
      />
      {editing !== null && (
        <SensorFormModal
          sensor={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
