import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import type { TableParams } from '../../../lib/useTableParams';

/**
 * A station's or parameter's row actions: edit, any `children`, then deactivate (asked first
 * with `confirm`) or activate.
 */
export function ActiveRowActions({
  isActive,
  confirm,
  onEdit,
  onChange,
  children,
}: {
  isActive: boolean;
  confirm: string;
  onEdit: () => void;
  onChange: (isActive: boolean) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="link" size="small" onClick={onEdit}>
        {t('common:action.edit')}
      </Button>
      {children}
      {isActive ? (
        <DeleteButton
          question={confirm}
          label={t('inventory:station.deactivate')}
          onConfirm={() => onChange(false)}
        />
      ) : (
        <Button type="link" size="small" onClick={() => onChange(true)}>
          {t('inventory:station.activate')}
        </Button>
      )}
    </Space>
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
