import type { EqmpModule } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { downloadEqmpReport, eqmpDetailQuery } from '../api/eqmp-api';
import { dashColumn } from '../../../lib/dash-column';

/** A report's versions (each downloadable) and every review step with who, when and remarks. */
export function EqmpHistoryModal({
  module,
  reportId,
  period,
  onClose,
  onError,
}: {
  module: EqmpModule;
  reportId: number | null;
  period: string;
  onClose: () => void;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const detail = useQuery({
    ...eqmpDetailQuery(module, reportId ?? 0),
    enabled: reportId !== null,
  });
  const events = detail.data?.events ?? [];
  return (
    <Modal
      open={reportId !== null}
      title={t('eqmp:history', { period })}
      footer={null}
      onCancel={onClose}
      width={820}
      destroyOnHidden
    >
      <Typography.Title level={5}>{t('eqmp:versions')}</Typography.Title>
      <Table
        rowKey="version"
        size="small"
        pagination={false}
        loading={detail.isLoading}
        dataSource={detail.data?.versions ?? []}
        columns={[
          { title: t('eqmp:col.version'), dataIndex: 'version' },
          { title: t('eqmp:col.file'), dataIndex: 'fileName' },
          { title: t('eqmp:col.uploadedBy'), dataIndex: 'uploadedBy' },
          {
            title: t('eqmp:col.updatedAt'),
            dataIndex: 'uploadedAt',
            render: (v: string) => formatDateTime(v, language),
          },
          {
            title: t('eqmp:col.actions'),
            key: 'download',
            render: (_, v) => (
              <Button
                size="small"
                onClick={() =>
                  void downloadEqmpReport(module, reportId!, v.fileName, v.version).catch(onError)
                }
              >
                {t('eqmp:action.download')}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t('eqmp:steps')}</Typography.Title>
      <Table<(typeof events)[number]>
        rowKey={(e) => `${e.at}-${e.action}`}
        size="small"
        pagination={false}
        dataSource={events}
        columns={[
          {
            title: t('eqmp:col.action'),
            dataIndex: 'action',
            render: (a: string) => t(`eqmp:event.${a}`),
          },
          { title: t('eqmp:col.actor'), dataIndex: 'actor' },
          {
            title: t('eqmp:col.at'),
            dataIndex: 'at',
            render: (v: string) => formatDateTime(v, language),
          },
          dashColumn(t('eqmp:col.remarks'), 'remarks'),
        ]}
      />
    </Modal>
  );
}
