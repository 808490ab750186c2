import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import type { TableParams } from '../../../lib/useTableParams';

/** Deactivate (asked first with `confirm`) or activate a station or parameter row. */
export function ActiveToggle({
  isActive,
  confirm,
  onChange,
}: {
  isActive: boolean;
  confirm: string;
  onChange: (isActive: boolean) => void;
}) {
  const { t } = useTranslation();
  return isActive ? (
    <DeleteButton
      question={confirm}
      label={t('inventory:station.deactivate')}
      onConfirm={() => onChange(false)}
    />
  ) : (
    <Button type="link" size="small" onClick={() => onChange(true)}>
      {t('inventory:station.activate')}
    </Button>
  );
}

/** The active-or-inactive filter of a list, kept in the URL as `active`. */
export function ActiveFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      style={{ width: 160 }}
      placeholder={t('inventory:filter.anyStatus')}
      aria-label={t('inventory:station.status')}
      value={params.get('active')}
      onChange={(active?: string) => params.set({ active })}
      options={[
        { value: 'true', label: t('inventory:filter.activeOnly') },
        { value: 'false', label: t('inventory:filter.inactiveOnly') },
      ]}
    />
  );
}
