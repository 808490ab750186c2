import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StateParamFilter } from '../../../components/StateParamFilter';
import type { TableParams } from '../../../lib/useTableParams';
import { trendOptionsQuery } from '../api/executive-summary-api';

/** The state to keep to (`stateId` in the URL): the states of the caller's stations. */
export function StateFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  const options = useQuery(trendOptionsQuery);
  return (
    <StateParamFilter
      params={params}
      param="stateId"
      states={options.data?.states}
      loading={options.isPending}
      placeholder={t('executiveSummary:filter.state')}
      label={t('reports:field.state')}
    />
  );
}
