import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import type { TableParams } from '../../../lib/useTableParams';
import { ParamSelect } from '../../../components/ParamSelect';
import { EditActions } from '../../../components/EditActions';

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
    <EditActions onEdit={onEdit}>
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
    </EditActions>
  );
}

/** The active-or-inactive filter of a list, kept in the URL as `active`. */
export function ActiveFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  return (
    <ParamSelect
      params={params}
      param="active"
      style={{ width: 160 }}
      placeholder={t('inventory:filter.anyStatus')}
      label={t('inventory:station.status')}
      options={[
        { value: 'true', label: t('inventory:filter.activeOnly') },
        { value: 'false', label: t('inventory:filter.inactiveOnly') },
      ]}
    />
  );
}
