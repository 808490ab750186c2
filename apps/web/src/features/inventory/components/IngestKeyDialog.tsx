import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shows a new ingestion key once, with a copy button and the warning that it will not be shown
 * again. It closes only through its button, so it is not dismissed by a stray click.
 */
export function IngestKeyDialog({
  stationId,
  ingestKey,
  onClose,
}: {
  stationId: string;
  ingestKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = () =>
    navigator.clipboard.writeText(ingestKey).then(
      () => void message.success(t('inventory:ingestKey.copied')),
      () => void message.error(t('inventory:ingestKey.copyFailed')),
    );
  return (
    <Modal
      open
      title={t('inventory:ingestKey.dialogTitle', { id: stationId })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('inventory:ingestKey.done')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('inventory:ingestKey.warning')} />
        <Typography.Paragraph
          code
          style={{ wordBreak: 'break-all', marginBottom: 0 }}
          data-testid="ingest-key"
        >
          {ingestKey}
        </Typography.Paragraph>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('inventory:ingestKey.copy')}
        </Button>
      </Space>
    </Modal>
  );
}
