import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';

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
        <DeleteButton
          question={t('inventory:sensor.retireConfirm')}
          label={t('inventory:sensor.retire')}
          onConfirm={onRetire}
        />
      )}
    </Space>
  );
}
