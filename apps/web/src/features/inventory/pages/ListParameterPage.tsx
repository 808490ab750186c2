import { API } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { PageHeader } from '../../../components/PageHeader';
import { ParametersTable } from '../components/ParametersTable';

/** list_parameter: read-only for List of Parameter; edit actions only with Inventory Maintenance too. */
export function ListParameterPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      <PageHeader title={t('inventory:page.list_parameter')} />
      <ParametersTable canEdit={can(API.inventoryCreateParameter.access)} />
    </>
  );
}
