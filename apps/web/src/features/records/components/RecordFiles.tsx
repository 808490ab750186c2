import type { RecordAttachment, RecordDetail, RecordKind } from '@eqmp/domain';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { detachFile, downloadFile, recordKeys } from '../api/records-api';

/** A record's attachments: download any; take one off while the record is active (upload role). */
export function RecordFiles({
  kind,
  record,
  canChange,
}: {
  kind: RecordKind;
  record: RecordDetail;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const client = useQueryClient();
  const detach = useMutation({
    mutationFn: (fileId: number) => detachFile(kind, record.id, fileId),
    onSuccess: () => void client.invalidateQueries({ queryKey: recordKeys.all }),
    onError: (e) => void message.error(e.message),
  });
  return (
    <>
      <Typography.Title level={5}>{t('records:form.files')}</Typography.Title>
      <Table<RecordAttachment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={record.files}
        locale={{ emptyText: t('records:detail.noFiles') }}
        columns={[
          { title: t('records:col.fileName'), dataIndex: 'fileName' },
          {
            title: t('records:col.size'),
            dataIndex: 'size',
            align: 'right',
            render: (v: number) => `${Math.max(1, Math.round(v / 1024))} KB`,
          },
          {
            title: t('records:col.uploadedBy'),
            render: (_, f) => `${f.uploadedBy}, ${formatDateTime(f.uploadedAt, language)}`,
          },
          {
            title: t('records:col.actions'),
            render: (_, f) => (
              <Space>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={`${t('records:action.download')} ${f.fileName}`}
                  onClick={() =>
                    void downloadFile(kind, record.id, f.id, f.fileName).catch((e: Error) =>
                      message.error(e.message),
                    )
                  }
                />
                {canChange && (
                  <Popconfirm
                    title={t('records:detail.removeFile', { file: f.fileName })}
                    okText={t('common:action.yes')}
                    cancelText={t('common:action.no')}
                    onConfirm={() => detach.mutate(f.id)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('records:action.remove')} ${f.fileName}`}
                      loading={detach.isPending && detach.variables === f.id}
                    />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
