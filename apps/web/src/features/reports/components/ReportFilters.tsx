import { canChooseRawData, REPORT_STATISTICS } from '@eqmp/domain';
import { Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { byClass } from '../utils/report-search';
import { ReportParameterPicker, type ReportPickerProps } from './ReportParameterPicker';
import { ReportPeriodPicker } from './ReportPeriodPicker';

/**
 * The pickers a report's definition asks for: station(s) or a whole state, parameter(s), the
 * period (date, month, year or range, as Kuala Lumpur calendar dates), the yearly dimension,
 * statistic and type, the investigative case, and the data level for users who may choose it.
 */
export function ReportFilters({ def, query, options, set }: ReportPickerProps) {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const stations = options?.stations ?? [];
  const one = def.stations === 'one';

  return (
    <Space wrap align="start">
      {def.stations !== 'none' && (
        <Select
          aria-label={t(one ? 'reports:field.station' : 'reports:field.stations')}
          placeholder={t(one ? 'reports:field.station' : 'reports:field.stations')}
          mode={one ? undefined : 'multiple'}
          maxTagCount="responsive"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          value={one ? query.station[0] : query.station}
          options={stations.map((s) => ({ value: s.id, label: `${s.id} ${s.name}` }))}
          onChange={(v: string | string[]) =>
            set({
              station: ([] as string[]).concat(v ?? []).join(',') || undefined,
              state: undefined,
              parameter:
                def.parameters === 'one' ? undefined : query.parameter.join(',') || undefined,
            })
          }
        />
      )}
      {(def.stations === 'many' || def.kind === 'hotspot') && (
        <Select
          aria-label={t('reports:field.state')}
          placeholder={
            def.kind === 'hotspot' ? t('reports:value.allStates') : t('reports:page.orState')
          }
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          value={query.state ? Number(query.state) : undefined}
          options={(options?.states ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(v: number | undefined) =>
            set({ state: v === undefined ? undefined : String(v), station: undefined })
          }
        />
      )}
      {def.kind === 'yearly' && (
        <Select
          aria-label={t('reports:field.dimension')}
          style={{ minWidth: 180 }}
          value={byClass(def, query) ? 'classification' : 'value'}
          options={(['value', 'classification'] as const).map((d) => ({
            value: d,
            label: t(`reports:dimension.${d}`),
          }))}
          onChange={(v: string) => set({ dimension: v === 'classification' ? v : undefined })}
        />
      )}
      {def.parameters !== 'none' && !byClass(def, query) && (
        <ReportParameterPicker def={def} query={query} options={options} set={set} />
      )}
      <ReportPeriodPicker def={def} query={query} set={set} />
      {def.byCase && (
        <Select
          aria-label={t('reports:field.case')}
          placeholder={t('reports:field.case')}
          style={{ minWidth: 300 }}
          value={query.caseID}
          options={(options?.cases ?? [])
            .filter((c) => String(c.year) === query.year || c.id === query.caseID)
            .map((c) => ({ value: c.id, label: `${c.id} ${c.title}` }))}
          onChange={(v: string) => set({ caseID: v })}
        />
      )}
      {def.kind === 'yearly' && !byClass(def, query) && (
        <>
          <Select
            aria-label={t('reports:field.statistic')}
            style={{ minWidth: 140 }}
            value={query.statistic ?? 'average'}
            options={REPORT_STATISTICS.map((s) => ({
              value: s,
              label: t(`reports:statistic.${s}`),
            }))}
            onChange={(v: string) => set({ statistic: v })}
          />
          <Select
            aria-label={t('reports:field.basis')}
            style={{ minWidth: 160 }}
            value={query.basis ?? 'hour'}
            options={(['hour', 'day'] as const).map((b) => ({
              value: b,
              label: t(`reports:basis.${b}`),
            }))}
            onChange={(v: string) => set({ basis: v })}
          />
        </>
      )}
      {def.kind !== 'hotspot' && canChooseRawData(def.module, ticked ?? []) && (
        <Segmented
          aria-label={t('reports:field.level')}
          value={query.level === 'raw' ? 'raw' : 'validated'}
          options={(['validated', 'raw'] as const).map((l) => ({
            value: l,
            label: t(`reports:page.level.${l}`),
          }))}
          onChange={(v) => set({ level: v === 'raw' ? 'raw' : undefined })}
        />
      )}
    </Space>
  );
}
