import { type EquipmentStatus } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<EquipmentStatus, string> = {
  active: 'green',
  maintenance: 'gold',
  retired: 'default',
};

/** A sensor's or EDC item's status. */
export function StatusTag({ status }: { status: EquipmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`inventory:status.${status}`)}</Tag>;
}

/** Whether a station or parameter is active. */
export function ActiveTag({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={isActive ? 'green' : 'default'}>
      {t(isActive ? 'inventory:station.active' : 'inventory:station.inactive')}
    </Tag>
  );
}
