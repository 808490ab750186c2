import { EDC_KINDS, type EdcRow } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { edcQuery } from '../api/inventory-api';
import { retireEdc } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { formatDay } from '../../../lib/format';
import { EdcFormModal } from './EdcFormModal';
import { StationPicker } from './StationPicker';
import { EquipmentActions } from './EquipmentActions';
import { StatusTag } from './StatusTag';

/** EDC inventory (data loggers, collectors, modems): searchable and paged; add, change, retire. */
export function EdcTable() {
  const { t } = useTranslation();
  const params = useTableParams();
  const filters = { stationId: params.get('stationId'), kind: params.get('kind') };
  const list = useQuery(edcQuery(pagingQuery(params, filters)));
  const [editing, setEditing] = useState<EdcRow | 'new' | null>(null);
  const retire = useInventoryAction((id: number) => retireEdc(id), {
    doneKey: 'inventory:sensor.retired',
  });

  const columns: TableColumnsType<EdcRow> = [
    {
      title: t('inventory:edc.kind'),
      dataIndex: 'kind',
      render: (k: string) => t(`inventory:kind.${k}`),
    },
    {
      title: t('inventory:edc.station'),
      dataIndex: 'stationId',
      render: (_, e) =>
        e.stationId ? `${e.stationId} – ${e.stationName ?? ''}` : t('inventory:edc.inStore'),
    },
    { title: t('inventory:sensor.make'), dataIndex: 'make' },
    { title: t('inventory:sensor.model'), dataIndex: 'model' },
    { title: t('inventory:sensor.serialNo'), dataIndex: 'serialNo' },
    {
      title: t('inventory:edc.firmware'),
      dataIndex: 'firmware',
      render: (v: string | null) => v ?? '–',
    },
    {
      title: t('inventory:sensor.installedOn'),
      dataIndex: 'installedOn',
      render: (d: string | null) => formatDay(d),
    },
    {
      title: t('inventory:sensor.status'),
      dataIndex: 'status',
      render: (_, e) => <StatusTag status={e.status} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, e) => (
        <EquipmentActions
          retired={e.status === 'retired'}
          onEdit={() => setEditing(e)}
          onRetire={() => retire.mutate(e.id)}
        />
      ),
    },
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
              aria-label={t('inventory:edc.station')}
              value={filters.stationId}
              onChange={(stationId?: string) => params.set({ stationId })}
            />
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('inventory:filter.allKinds')}
              aria-label={t('inventory:edc.kind')}
              value={filters.kind}
              onChange={(kind?: string) => params.set({ kind })}
              options={EDC_KINDS.map((k) => ({ value: k, label: t(`inventory:kind.${k}`) }))}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('inventory:edc.add')}
            </Button>
          </Space>
        }
      />
      {editing !== null && (
        <EdcFormModal
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
