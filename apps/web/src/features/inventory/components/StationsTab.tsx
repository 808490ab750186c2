import { type StationRow } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableParams } from '../../../lib/useTableParams';
import { setStationActive } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { ActiveRowActions } from './ActiveControls';
import { StationFormModal } from './StationFormModal';
import { StationManageDrawer } from './StationManageDrawer';
import { StationsTable } from './StationsTable';

/** Inventory maintenance of stations: add, change, (de)activate, and manage parameters, pictures and key. */
export function StationsTab() {
  const { t } = useTranslation();
  const params = useTableParams();
  const [editing, setEditing] = useState<StationRow | 'new' | null>(null);
  const managing = params.get('manage');
  const toggle = useInventoryAction(
    ({ id, isActive }: { id: string; isActive: boolean }) => setStationActive(id, isActive),
    {
      doneKey: ({ isActive }) =>
        isActive ? 'inventory:station.activated' : 'inventory:station.deactivated',
    },
  );

  return (
    <>
      <StationsTable
        params={params}
        showActive
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('inventory:station.add')}
          </Button>
        }
        actions={(station) => (
          <ActiveRowActions
            isActive={station.isActive}
            confirm={t('inventory:station.deactivateConfirm')}
            onEdit={() => setEditing(station)}
            onChange={(isActive) => toggle.mutate({ id: station.id, isActive })}
          >
            <Button
              type="link"
              size="small"
              onClick={() => params.set({ manage: station.id, page: params.page })}
            >
              {t('inventory:station.manage')}
            </Button>
          </ActiveRowActions>
        )}
      />
      {editing !== null && (
        <StationFormModal
          station={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {managing && (
        <StationManageDrawer
          stationId={managing}
          onClose={() => params.set({ manage: undefined, page: params.page })}
        />
      )}
    </>
  );
}
