import { ALERT_STATUSES, type AlertKind } from '@eqmp/domain';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';
import { ParamSelect } from '../../../components/ParamSelect';

/** An alert page's filters, kept in the URL: status, kind (when there are several), period; and refresh. */
export function AlertFilters({
  params,
  kinds,
  refetch,
  isFetching,
}: {
  params: TableParams;
  kinds: readonly AlertKind[];
  refetch: () => void;
  isFetching: boolean;
}) {
  const { t } = useTranslation();
  const range =
    params.get('from') && params.get('to')
      ? ([dayjs(params.get('from')), dayjs(params.get('to'))] as const)
      : null;
  return (
    <Space wrap>
      <ParamSelect
        params={params}
        param="status"
        style={{ minWidth: 160 }}
        placeholder={t('alerts:filter.status')}
        options={ALERT_STATUSES.map((s) => ({ value: s, label: t(`alerts:status.${s}`) }))}
        data-testid="alert-status-filter"
      />
      {kinds.length > 1 && (
        <ParamSelect
          params={params}
          param="kind"
          style={{ minWidth: 180 }}
          placeholder={t('alerts:filter.kind')}
          options={kinds.map((k) => ({ value: k, label: t(`alerts:kind.${k}`) }))}
        />
      )}
      <DatePicker.RangePicker
        value={range ? [range[0], range[1]] : null}
        placeholder={[t('alerts:filter.from'), t('alerts:filter.to')]}
        onChange={(v) =>
          params.set({
            from: v?.[0]?.startOf('day').toISOString(),
            to: v?.[1]?.endOf('day').toISOString(),
          })
        }
      />
      <Button onClick={refetch} loading={isFetching}>
        {t('alerts:action.refresh')}
      </Button>
    </Space>
  );
}
