import type { ImportPreview } from '@eqmp/domain';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

type PreviewRow = ImportPreview['preview'][number];

/**
 * The server's preview of a readings file: the summary, each bad row with its problem, the rows
 * as they would be stored, and the buttons that confirm the good rows or cancel the import.
 */
export function ReadingsImportPreview({
  preview,
  confirming,
  cancelling,
  onDecide,
}: {
  preview: ImportPreview;
  confirming: boolean;
  cancelling: boolean;
  onDecide: (confirm: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="mobile-import-preview">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('mobile:import.previewTitle', { file: preview.fileName })}
      </Typography.Title>
      <Alert
        type={preview.problems.length > 0 ? 'warning' : 'info'}
        showIcon
        title={t('mobile:import.summary', {
          good: preview.goodRows,
          total: preview.rowsTotal,
          bad: preview.problems.length,
        })}
      />
      {preview.problems.length > 0 && (
        <Table
          rowKey={(p) => `${p.row}-${p.message}`}
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          title={() => t('mobile:import.problemsTitle')}
          dataSource={preview.problems}
          columns={[
            { title: t('mobile:column.row'), dataIndex: 'row', width: 80 },
            { title: t('mobile:column.problem'), dataIndex: 'message' },
          ]}
        />
      )}
      <Table<PreviewRow>
        rowKey="row"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        title={() => t('mobile:import.previewNote')}
        dataSource={preview.preview}
        columns={[
          { title: t('mobile:column.row'), dataIndex: 'row', width: 80 },
          {
            title: t('mobile:column.time'),
            key: 'ts',
            render: (_, r) => (
              <>
                {formatDateTime(r.ts, language)}{' '}
                {r.rounded && <Tag>{t('mobile:import.rounded')}</Tag>}
              </>
            ),
          },
          ...preview.columns.map((code) => ({
            title: code,
            key: code,
            align: 'right' as const,
            render: (_: unknown, r: PreviewRow) => r.values[code] ?? '–',
          })),
        ]}
      />
      <Space wrap>
        <Button
          type="primary"
          disabled={preview.goodRows === 0}
          loading={confirming}
          onClick={() => onDecide(true)}
        >
          {t('mobile:action.confirmImport', { count: preview.goodRows })}
        </Button>
        <Button loading={cancelling} onClick={() => onDecide(false)}>
          {t('mobile:action.cancelImport')}
        </Button>
      </Space>
    </Space>
  );
}
