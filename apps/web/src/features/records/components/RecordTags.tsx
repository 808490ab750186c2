import type { RecordSummary } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOUR = {
  active: 'success',
  delete_requested: 'warning',
  deleted: 'default',
} as const;

/** A record's status. */
export function StatusTag({ status }: { status: RecordSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`records:status.${status}`)}</Tag>;
}

/** A calibration's result: passed, failed, or no points. */
export function ResultTag({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return <Tag>{t('records:result.none')}</Tag>;
  return (
    <Tag color={passed ? 'success' : 'error'}>
      {t(passed ? 'records:result.pass' : 'records:result.fail')}
    </Tag>
  );
}
