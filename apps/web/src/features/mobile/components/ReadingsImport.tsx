import { UploadOutlined } from '@ant-design/icons';
import type { ImportConfirmed, ImportPreview } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { cancelImport, confirmImport, mobileKeys, previewImport } from '../api/mobile-api';
import { ReadingsImportPreview } from './ReadingsImportPreview';

/**
 * Import of a readings file (CSV or XLSX) for a deployment: the server reads and checks it and
 * answers a preview with each bad row; nothing is stored until the user confirms, and a bad row
 * never holds back the good ones.
 */
export function ReadingsImport({ deploymentId }: { deploymentId: number }) {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const client = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<ImportConfirmed | 'cancelled' | null>(null);
  const read = useMutation({
    mutationFn: (file: File) => previewImport(deploymentId, file),
    onMutate: () => setDone(null),
    onSuccess: setPreview,
    onError: (error) => void showError(error),
  });
  const decide = useMutation({
    mutationFn: async (confirm: boolean) =>
      confirm
        ? confirmImport(preview!.importId)
        : (await cancelImport(preview!.importId), 'cancelled' as const),
    onSuccess: (outcome) => {
      setDone(outcome);
      setPreview(null);
      void client.invalidateQueries({ queryKey: mobileKeys.all });
    },
    onError: (error) => void showError(error),
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900, margin: 0 }}>
        {t('mobile:import.help')}
      </Typography.Paragraph>
      <Upload
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          read.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={read.isPending}>
          {t('mobile:action.choose')}
        </Button>
      </Upload>
      {preview && (
        <ReadingsImportPreview
          preview={preview}
          confirming={Boolean(decide.isPending && decide.variables)}
          cancelling={decide.isPending && !decide.variables}
          onDecide={(confirm) => decide.mutate(confirm)}
        />
      )}
      {done === 'cancelled' && <Alert type="info" showIcon title={t('mobile:import.cancelled')} />}
      {done && done !== 'cancelled' && (
        <Alert
          type={done.problems.length > 0 ? 'warning' : 'success'}
          showIcon
          data-testid="mobile-import-done"
          title={t('mobile:import.confirmed', done)}
          description={
            done.problems.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {done.problems.map((p) => (
                  <li key={`${p.row}-${p.message}`}>
                    {t('mobile:column.row')} {p.row}: {p.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Space>
  );
}
