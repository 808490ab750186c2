import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableParams } from '../../../lib/useTableParams';
import { stationQuery } from '../api/inventory-api';
import { PageHeader } from '../../../components/PageHeader';
import { StationDetails } from '../components/StationDetails';
import { StationsTable } from '../components/StationsTable';

/** station_information: a searchable station list by module and state; `?id=` shows one station. */
export function StationInformationPage() {
  const { t } = useTranslation();
  const params = useTableParams();
  const id = params.get('id');
  return (
    <>
      <PageHeader
        title={t('inventory:page.station_information')}
        extra={
          id && (
            <Button
              icon={<ArrowLeftOutlined />}
              onClick={() => params.set({ id: undefined, page: params.page })}
            >
              {t('inventory:station.backToList')}
            </Button>
          )
        }
      />
      {id ? (
        <StationView id={id} />
      ) : (
        <StationsTable
          params={params}
          actions={(station) => (
            <Button
              type="link"
              size="small"
              onClick={() => params.set({ id: station.id, page: params.page })}
            >
              {t('inventory:station.view')}
            </Button>
          )}
        />
      )}
    </>
  );
}

function StationView({ id }: { id: string }) {
  const { t } = useTranslation();
  const station = useQuery(stationQuery(id));
  if (station.isError) return <Result status="404" title={t('common:httpError.404')} />;
  if (!station.data) return <Skeleton active />;
  return <StationDetails station={station.data} />;
}
