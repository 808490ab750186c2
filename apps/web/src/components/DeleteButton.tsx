import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small danger link that asks before deleting (or before the action `label` names). */
export function DeleteButton({
  onConfirm,
  question,
  label,
}: {
  onConfirm: () => void;
  question?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question ?? t('common:dialog.confirm')}
      onConfirm={onConfirm}
      okText={t('common:action.yes')}
      cancelText={t('common:action.no')}
    >
      <Button type="link" danger size="small">
        {label ?? t('common:action.delete')}
      </Button>
    </Popconfirm>
  );
}
