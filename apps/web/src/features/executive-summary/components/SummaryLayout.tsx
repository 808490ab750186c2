import {
  modulesCovered,
  type ExecutiveSummaryPageName,
  type VerificationLevel,
} from '@eqmp/domain';
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/ExportButtons';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

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
  level,
  error,
  loading,
  children,
}: {
  page: ExecutiveSummaryPageName;
  rule: string;
  filters?: ReactNode;
  exportPath: string;
  level: VerificationLevel | null | undefined;
  error: Error | null;
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const covered = modulesCovered(ticked ?? []);
  const issues = error instanceof ApiError ? (error.issues ?? []).map((i) => i.message) : [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`executiveSummary:page.${page}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(rule)}
      </Typography.Paragraph>
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
    </Space>
  );
}
