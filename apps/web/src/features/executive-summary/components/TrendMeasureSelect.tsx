import { TREND_INDEX_MEASURE, type TrendOptions } from '@eqmp/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import type { TableParams } from '../../../lib/useTableParams';

/** What the trend is of (`measure` in the URL): the module's index, if it has one, or a parameter. */
export function TrendMeasureSelect({
  chosen,
  measure,
  params,
}: {
  chosen: TrendOptions['modules'][number] | undefined;
  measure: string | undefined;
  params: TableParams;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <Select
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 220 }}
      aria-label={t('executiveSummary:filter.measure')}
      value={measure}
      onChange={(v: string) => params.set({ measure: v })}
      options={[
        ...(chosen?.index
          ? [
              {
                value: TREND_INDEX_MEASURE,
                label: t(`executiveSummary:trend.index.${chosen.index}`),
              },
            ]
          : []),
        ...(chosen?.parameters ?? []).map((p) => ({
          value: p.code,
          label: `${p.code} · ${language === 'ms' ? p.nameMs : p.nameEn}`,
        })),
      ]}
    />
  );
}
