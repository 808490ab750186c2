import {
  modulesCovered,
  type ExecutiveSummaryPageName,
  type VerificationLevel,
} from '@eqmp/domain';
import { Alert, Space, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/ExportButtons';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { IntroPage } from '../../../components/IntroPage';

const LEVEL_COLOUR: Record<VerificationLevel, string> = {
  raw: 'default',
  provisional: 'warning',
  reviewed: 'processing',
  approved: 'success',
};

/**
 * The frame of every executive summary page: its title, how its figures are computed, the
 * filters (kept in the URL by the page), the verification level of the figures, the export
 * buttons (PDF, Excel and CSV through the exports module), and the page's figures.
 */
export function SummaryLayout({
  page,
  rule,
  filters,
  exportPath,
  query,
  children,
}: {
  page: ExecutiveSummaryPageName;
  rule: string;
  filters?: ReactNode;
  exportPath: string;
  /** The page's figures as they load: their verification level, an error, or still loading. */
  query: {
    data: { dataLevel: VerificationLevel | null } | undefined;
    error: Error | null;
    isPending: boolean;
  };
  children: ReactNode;
}) {
  const { error, isPending: loading } = query;
  const level = query.data?.dataLevel;
  const { t } = useTranslation();
  const { ticked } = useSession();
  const covered = modulesCovered(ticked ?? []);
  const issues = error instanceof ApiError ? (error.issues ?? []).map((i) => i.message) : [];
  return (
    <IntroPage title={t(`executiveSummary:page.${page}`)} intro={t(rule)}>
      {covered.length === 0 && (
        <Alert type="info" showIcon title={t('executiveSummary:noModules')} />
      )}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{filters}</Space>
        <ExportButtons path={exportPath} disabled={loading || error !== null} />
      </Space>
      {level !== undefined && (
        <Tag color={level ? LEVEL_COLOUR[level] : 'default'} data-testid="summary-level">
          {t('reports:field.level')}:{' '}
          {level ? t(`qaqc:level.${level}`) : t('executiveSummary:level.none')}
        </Tag>
      )}
      {error && (
        <Alert type="error" showIcon title={issues.length ? issues.join(' ') : error.message} />
      )}
      {loading ? <Spin aria-label={t('executiveSummary:loading')} /> : !error && children}
    </IntroPage>
  );
}
