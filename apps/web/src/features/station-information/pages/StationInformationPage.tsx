import { findPageByPath, type StationInfoListItem } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useTableParams } from '../../../lib/useTableParams';
import { stationInfoListQuery, stationInfoQuery } from '../api/station-information-api';
import { StationInfoDetails } from '../components/StationInfoDetails';

/** "General Information (Station Information)" of a module: the list, or one station when `?station=` is set. */
export function StationInformationPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { pathname } = useLocation();
  const module = findPageByPath(pathname)?.module;
  const params = useTableParams();
  const stationId = params.get('station');
  const list = useQuery({
    ...stationInfoListQuery(module!, {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      stateId: params.get('stateId'),
      status: params.get('status'),
    }),
    enabled: module !== undefined && !stationId,
  });
  const detail = useQuery({
    ...stationInfoQuery(module!, stationId ?? ''),
    enabled: module !== undefined && Boolean(stationId),
  });
  if (!module) return null;

  const title = `${t('stationInfo:title')} · ${t(`common:moduleShort.${module}`)} (${module})`;
  if (stationId) {
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Link to={pathname}>{t('stationInfo:back')}</Link>
        </Space>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
        {detail.isPending ? (
          <Skeleton active />
        ) : (
          detail.data && <StationInfoDetails station={detail.data} />
        )}
      </Space>
    );
  }

  const columns = [
    {
      key: 'id',
      title: t('stationInfo:field.id'),
      render: (_: unknown, s: StationInfoListItem) => (
        <Link to={`${pathname}?station=${encodeURIComponent(s.id)}`}>{s.id}</Link>
      ),
    },
    { key: 'name', title: t('stationInfo:field.name'), dataIndex: 'name' },
    {
      key: 'state',
      title: t('stationInfo:field.state'),
      render: (_: unknown, s: StationInfoListItem) => s.stateName ?? '–',
    },
    {
      key: 'district',
      title: t('stationInfo:field.district'),
      render: (_: unknown, s: StationInfoListItem) => s.districtName ?? '–',
    },
    {
      key: 'place',
      title: t('stationInfo:field.place'),
      render: (_: unknown, s: StationInfoListItem) => s.place ?? '–',
    },
    {
      key: 'status',
      title: t('stationInfo:field.status'),
      render: (_: unknown, s: StationInfoListItem) => (
        <Tag color={s.isActive ? 'green' : 'default'}>
          {t(s.isActive ? 'stationInfo:status.active' : 'stationInfo:status.inactive')}
        </Tag>
      ),
    },
    {
      key: 'last',
      title: t('stationInfo:column.lastValueAt'),
      render: (_: unknown, s: StationInfoListItem) => formatDateTime(s.lastValueAt, language),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <DataTable<StationInfoListItem>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        params={params}
        toolbar={
          <Space wrap>
            <Select
              allowClear
              aria-label={t('stationInfo:field.state')}
              placeholder={t('stationInfo:allStates')}
              style={{ width: 200 }}
              value={params.get('stateId')}
              onChange={(value?: string) => params.set({ stateId: value })}
              options={(list.data?.states ?? []).map((s) => ({
                value: String(s.id),
                label: s.name,
              }))}
            />
            <Select
              allowClear
              aria-label={t('stationInfo:field.status')}
              placeholder={t('stationInfo:allStatuses')}
              style={{ width: 160 }}
              value={params.get('status')}
              onChange={(value?: string) => params.set({ status: value })}
              options={(['active', 'inactive'] as const).map((s) => ({
                value: s,
                label: t(`stationInfo:status.${s}`),
              }))}
            />
            <Button
              onClick={() =>
                params.set({ stateId: undefined, status: undefined, search: undefined })
              }
            >
              {t('stationInfo:clear')}
            </Button>
          </Space>
        }
      />
    </Space>
  );
}
