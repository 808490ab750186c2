import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { stationQuery } from '../api/inventory-api';
import { IngestKeyPanel } from './IngestKeyPanel';
import { StationParametersEditor } from './StationParametersEditor';
import { StationPicturesEditor } from './StationPicturesEditor';
import { FormDrawer } from '../../../components/FormModal';

/** A station's measured parameters, pictures and ingestion key, in a drawer beside the list. */
export function StationManageDrawer({
  stationId,
  onClose,
}: {
  stationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const station = useQuery(stationQuery(stationId));
  return (
    <FormDrawer
      open
      size={720}
      title={t('inventory:station.manageTitle', { id: stationId })}
      onClose={onClose}
      destroyOnHidden
    >
      {!station.data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'parameters',
              label: t('inventory:station.parameters'),
              children: (
                <StationParametersEditor key={station.data.updatedAt} station={station.data} />
              ),
            },
            {
              key: 'pictures',
              label: t('inventory:station.picture'),
              children: <StationPicturesEditor station={station.data} />,
            },
            {
              key: 'ingestKey',
              label: t('inventory:ingestKey.title'),
              children: <IngestKeyPanel station={station.data} />,
            },
          ]}
        />
      )}
    </FormDrawer>
  );
}
