import type { VerificationLevel } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<VerificationLevel, string> = {
  raw: 'default',
  provisional: 'warning',
  reviewed: 'processing',
  approved: 'success',
};

/** The verification level a value or a period is at (QUALITY.md: raw, provisional, reviewed, approved). */
export function LevelTag({ level }: { level: VerificationLevel }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[level]}>{t(`qaqc:level.${level}`)}</Tag>;
}
