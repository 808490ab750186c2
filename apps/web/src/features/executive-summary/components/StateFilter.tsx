import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';
import { trendOptionsQuery } from '../api/executive-summary-api';

/** The state to keep to (`stateId` in the URL): the states of the caller's stations. */
export function StateFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  const options = useQuery(trendOptionsQuery);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      placeholder={t('executiveSummary:filter.state')}
      aria-label={t('reports:field.state')}
      loading={options.isPending}
      value={params.get('stateId')}
      onChange={(v?: string) => params.set({ stateId: v })}
      options={options.data?.states.map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}
