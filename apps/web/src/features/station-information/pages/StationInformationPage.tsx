import { findPageByPath, type StationInfoListItem } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { useTableParams } from '../../../lib/useTableParams';
import { stationInfoListQuery, stationInfoQuery } from '../api/station-information-api';
import { StationInfoDetails } from '../components/StationInfoDetails';
import { useStationInfoColumns } from '../hooks/useStationInfoColumns';
import { ParamSelect } from '../../../components/ParamSelect';

/** "General Information (Station Information)" of a module: the list, or one station when `?station=` is set. */
export function StationInformationPage() {
  const { t } = useTranslation();
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
  const columns = useStationInfoColumns(pathname);
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

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <DataTable<StationInfoListItem>
        rowKey="id"
        columns={columns}
        query={{ data: list.data, isPending: list.isFetching }}
        params={params}
        toolbar={
          <Space wrap>
            <ParamSelect
              params={params}
              param="stateId"
              label={t('stationInfo:field.state')}
              placeholder={t('stationInfo:allStates')}
              style={{ width: 200 }}
              options={(list.data?.states ?? []).map((s) => ({
                value: String(s.id),
                label: s.name,
              }))}
            />
            <ParamSelect
              params={params}
              param="status"
              label={t('stationInfo:field.status')}
              placeholder={t('stationInfo:allStatuses')}
              style={{ width: 160 }}
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
