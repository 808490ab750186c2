import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** In force today, scheduled (effective later), or not in use (superseded or not chosen). */
export function VersionStatusTag({
  inForce,
  effectiveFrom,
  today,
}: {
  inForce: boolean;
  effectiveFrom: string;
  today: string;
}) {
  const { t } = useTranslation();
  if (inForce) return <Tag color="success">{t('calculators:standards.status.inForce')}</Tag>;
  if (effectiveFrom > today)
    return <Tag color="processing">{t('calculators:standards.status.scheduled')}</Tag>;
  return <Tag>{t('calculators:standards.status.notInUse')}</Tag>;
}
