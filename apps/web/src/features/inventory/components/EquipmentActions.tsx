import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Edit, and retire (asked first) unless already retired: the actions of sensors and EDC rows. */
export function EquipmentActions({
  retired,
  onEdit,
  onRetire,
}: {
  retired: boolean;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="link" size="small" onClick={onEdit}>
        {t('common:action.edit')}
      </Button>
      {!retired && (
        <Popconfirm
          title={t('inventory:sensor.retireConfirm')}
          onConfirm={onRetire}
          okText={t('common:action.yes')}
          cancelText={t('common:action.no')}
        >
          <Button type="link" size="small" danger>
            {t('inventory:sensor.retire')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
