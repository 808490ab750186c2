import type { EquipmentStatus, Page } from '@eqmp/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { urlChoice, type TableParams } from '../../../lib/useTableParams';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { EditableTable } from './EditableTable';
import { EquipmentActions } from './EquipmentActions';
import { StatusTag } from './StatusTag';
import { StationPicker } from './StationPicker';

/** What every kind of equipment row has. */
interface EquipmentRow {
  readonly id: number;
  readonly make: string;
  readonly model: string;
  readonly serialNo: string;
  readonly installedOn: string | null;
  readonly status: EquipmentStatus;
}

/**
 * The inventory's equipment of one kind (sensors, EDC equipment) as a searchable, paged table:
 * the kind's own columns first, then make, model, serial number (the kind's extra columns),
 * installation day and status (labels shared by every kind),
 * and, when `canEdit`, add, change and retire (asked first). Its filters are the station
 * (named `stationLabel`), then the kind's own `filters`.
 */
export function EquipmentTable<Row extends EquipmentRow>({
  addLabel,
  list,
  params,
  leadColumns,
  extraColumns = [],
  stationLabel,
  filters,
  canEdit,
  retire,
  form,
}: {
  /** The label of the add button. */
  addLabel: string;
  list: UseQueryResult<Page<Row>>;
  params: TableParams;
  leadColumns: TableColumnsType<Row>;
  extraColumns?: TableColumnsType<Row>;
  stationLabel: string;
  filters: ReactNode;
  canEdit: boolean;
  retire: (id: number) => Promise<unknown>;
  form: (row: Row | undefined, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const retireOne = useInventoryAction(retire, { doneKey: 'inventory:sensor.retired' });
  const columns: TableColumnsType<Row> = [
    ...leadColumns,
    { title: t('inventory:sensor.make'), dataIndex: 'make' },
    { title: t('inventory:sensor.model'), dataIndex: 'model' },
    { title: t('inventory:sensor.serialNo'), dataIndex: 'serialNo' },
    ...extraColumns,
    {
      title: t('inventory:sensor.installedOn'),
      dataIndex: 'installedOn',
      render: (d: string | null) => formatDay(d),
    },
    {
      title: t('inventory:sensor.status'),
      dataIndex: 'status',
      render: (_, row) => <StatusTag status={row.status} />,
    },
  ];
  return (
    <EditableTable
      rowKey="id"
      list={list}
      params={params}
      columns={columns}
      filters={
        <>
          <StationPicker
            {...urlChoice(params, 'stationId')}
            style={{ width: 240 }}
            placeholder={t('inventory:filter.allStations')}
            aria-label={stationLabel}
          />
          {filters}
        </>
      }
      canEdit={canEdit}
      addLabel={addLabel}
      actions={(row, edit) => (
        <EquipmentActions
          retired={row.status === 'retired'}
          onEdit={edit}
          onRetire={() => retireOne.mutate(row.id)}
        />
      )}
      form={form}
    />
  );
}
