import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import { EditActions } from '../../../components/EditActions';

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
    <EditActions onEdit={onEdit}>
      {!retired && (
        <DeleteButton
          question={t('inventory:sensor.retireConfirm')}
          label={t('inventory:sensor.retire')}
          onConfirm={onRetire}
        />
      )}
    </EditActions>
  );
}
