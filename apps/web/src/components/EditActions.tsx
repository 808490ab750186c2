import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A table row's actions: edit first, then the row's other actions (`children`). */
export function EditActions({ onEdit, children }: { onEdit: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="link" size="small" onClick={onEdit}>
        {t('common:action.edit')}
      </Button>
      {children}
    </Space>
  );
}
