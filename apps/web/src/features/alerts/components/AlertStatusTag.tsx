import type { AlertStatus } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOUR } from '../utils/alert-format';

/** An alert's status as a coloured tag. */
export function AlertStatusTag({ status }: { status: AlertStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`alerts:status.${status}`)}</Tag>;
}
