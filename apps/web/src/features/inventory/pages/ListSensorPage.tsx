import { API } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { PageHeader } from '../../../components/PageHeader';
import { SensorsTable } from '../components/SensorsTable';

/** list_sensor: read-only for List of Sensor; edit actions only with Inventory Maintenance too. */
export function ListSensorPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      <PageHeader title={t('inventory:page.list_sensor')} />
      <SensorsTable canEdit={can(API.inventoryCreateSensor.access)} />
    </>
  );
}
