import type { VerificationLevel } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<VerificationLevel, string> = {
  raw: 'default',
  provisional: 'warning',
  reviewed: 'processing',
  approved: 'success',
};

/**
 * The verification level a value, a period or a range is at (QUALITY.md: raw, provisional,
 * reviewed, approved); a reopened range grants no level any more, so it reads "Reopened".
 */
export function LevelTag({
  level,
  reopened = false,
}: {
  level: VerificationLevel;
  reopened?: boolean;
}) {
  const { t } = useTranslation();
  if (reopened) return <Tag color="orange">{t('qaqc:level.reopened')}</Tag>;
  return <Tag color={COLOURS[level]}>{t(`qaqc:level.${level}`)}</Tag>;
}
