import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The KPI tables' export button: a CSV of the whole answer, once there is one. */
export function KpiExportButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} disabled={disabled} onClick={onClick}>
      {t('common:action.export')}
    </Button>
  );
}
