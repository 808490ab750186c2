import type { SojRoundSummary } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<SojRoundSummary['status'], string> = {
  planned: 'default',
  entered: 'blue',
  returned: 'orange',
  verified: 'purple',
  approved: 'green',
};

export function StatusTag({ status }: { status: SojRoundSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLOUR[status]}>{t(`soj:status.${status}`)}</Tag>;
}

export function SideTag({ side }: { side: 'MY' | 'SG' }) {
  const { t } = useTranslation();
  return <Tag color={side === 'MY' ? 'blue' : 'red'}>{t(`soj:side.${side}`)}</Tag>;
}
