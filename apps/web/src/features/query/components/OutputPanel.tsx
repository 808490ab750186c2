import type { ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/ExportButtons';
import type { QueryOutputs } from '@eqmp/domain';
import { queryOutputQuery, queryUrl } from '../api/query-api';
import { CrossTabView, ComparisonView, FrequencyView, GraphView, ReportView } from './OutputViews';
import { WindroseView } from './WindroseView';

const VIEWS: { [K in keyof QueryOutputs]: (data: QueryOutputs[K]) => ReactNode } = {
  report: (data) => <ReportView data={data} />,
  graph: (data) => <GraphView data={data} />,
  crosstab: (data) => <CrossTabView data={data} />,
  comparison: (data) => <ComparisonView data={data} />,
  windrose: (data) => <WindroseView data={data} />,
  frequency: (data) => <FrequencyView data={data} />,
};

/**
 * One generated output: fetched for the query in the URL, opened by the data level it shows
 * (QUALITY.md), with its export buttons; a refused query shows the server's message, which says
 * what to change.
 */
export function OutputPanel<K extends keyof QueryOutputs>({
  module,
  kind,
  search,
}: {
  module: ModuleCode;
  kind: K;
  search: string;
}) {
  const { t } = useTranslation();
  const output = useQuery(queryOutputQuery(module, kind, search));
  if (output.isPending) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (output.error)
    return <Alert type="error" showIcon message={output.error.message} data-testid="query-error" />;
  const data = output.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Tooltip title={t(`query:level.${data.level}Help`)}>
          <Tag color={data.level === 'raw' ? 'warning' : 'success'} data-testid="query-level-shown">
            {t('query:level.shows', { level: t(`query:level.${data.level}`) })}
          </Tag>
        </Tooltip>
        <Tag data-testid="query-verification">
          {t('reports:field.level')}: {t(`qaqc:level.${data.verification}`)}
        </Tag>
        <ExportButtons path={queryUrl(module, kind, search)} />
      </Space>
      {VIEWS[kind](data)}
    </Space>
  );
}
