import { reportTitleKey } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/ExportButtons';
import { usePreferences } from '../../../lib/preferences';
import { useTableParams } from '../../../lib/useTableParams';
import { reportOptionsQuery, reportQuery, reportUrl } from '../api/reports-api';
import { HotspotImport } from '../components/HotspotImport';
import { ReportFilters } from '../components/ReportFilters';
import { ReportResult } from '../components/ReportResult';
import { useReportDefinition } from '../hooks/useReportDefinition';
import {
  isComplete,
  readReportSearch,
  reportQueryString,
  withDefaults,
} from '../utils/report-search';

/**
 * The one page of every preformatted report (spec §2): the pickers its definition asks for, then
 * the report's query, chart, table and export buttons. The query lives in the URL, so a report
 * can be shared and the map's links (`?year=&caseID=`) open the right case.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const def = useReportDefinition();
  const params = useTableParams(50);
  const options = useQuery({
    ...reportOptionsQuery(def?.module ?? 'CAQM', language),
    enabled: !!def,
  });
  const query = def
    ? withDefaults(
        def,
        readReportSearch((name) => params.get(name)),
        options.data,
        Date.now(),
      )
    : null;
  const complete = !!def && !!query && isComplete(def, query);
  const search = def && query ? reportQueryString(def, query) : '';
  const report = useQuery(
    reportQuery(def?.module ?? 'CAQM', def?.name ?? '', search, language, complete),
  );
  if (!def || !query) return <Empty />;

  const set = (changes: Record<string, string | undefined>) => params.set(changes);
  const exportPath = reportUrl(def.module, def.name, search);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(reportTitleKey(def))} — {t(`common:module.${def.module}`)}
      </Typography.Title>
      <ReportFilters def={def} query={query} options={options.data} set={set} />
      {def.kind === 'hotspot' && <HotspotImport />}
      {report.error && <Alert type="error" showIcon message={report.error.message} />}
      {!complete && <Alert type="info" showIcon message={t('reports:page.choose')} />}
      {complete && report.isPending && <Spin />}
      {report.data && complete && (
        <ReportResult
          answer={report.data}
          toolbar={<ExportButtons path={exportPath} disabled={report.isFetching} />}
        />
      )}
    </Space>
  );
}
