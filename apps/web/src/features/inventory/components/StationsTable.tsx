import { type StationRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, type TableParams } from '../../../lib/useTableParams';
import { stationsQuery } from '../api/inventory-api';
import { formatValue } from '../utils/format';
import { ActiveTag } from './StatusTag';
import { StationFilters } from './StationFilters';
import { dashColumn } from '../../../lib/dash-column';

/** The searchable, paged station list with its filters; the page supplies the row actions. */
export function StationsTable({
  params,
  actions,
  toolbar,
  showActive = false,
}: {
  params: TableParams;
  actions: (station: StationRow) => ReactNode;
  toolbar?: ReactNode;
  showActive?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const filters = {
    module: params.get('module'),
    stateId: params.get('stateId'),
    active: showActive ? params.get('active') : 'true',
  };
  const stations = useQuery(stationsQuery(pagingQuery(params, filters)));

  const columns: TableColumnsType<StationRow> = [
    { title: t('inventory:station.id'), dataIndex: 'id' },
    { title: t('inventory:station.name'), dataIndex: 'name' },
    {
      title: t('inventory:station.module'),
      dataIndex: 'module',
      render: (m: string) => t(`common:moduleShort.${m}`),
    },
    dashColumn(t('inventory:station.state'), 'stateName'),
    dashColumn(t('inventory:station.district'), 'districtName'),
    {
      title: t('inventory:station.longitude'),
      dataIndex: 'longitude',
      render: (v: number | null) => formatValue(v, language),
    },
    {
      title: t('inventory:station.latitude'),
      dataIndex: 'latitude',
      render: (v: number | null) => formatValue(v, language),
    },
    ...(showActive
      ? [
          {
            title: t('inventory:station.status'),
            dataIndex: 'isActive',
            render: (v: boolean) => <ActiveTag isActive={v} />,
          },
        ]
      : []),
    { title: t('common:table.actions'), key: 'actions', render: (_, station) => actions(station) },
  ];

  return (
    <DataTable
      rowKey="id"
      columns={columns}
      query={stations}
      params={params}
      toolbar={
        <>
          <StationFilters params={params} showActive={showActive} />
          {toolbar}
        </>
      }
    />
  );
}
