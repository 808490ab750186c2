import { DownloadOutlined } from '@ant-design/icons';
import {
  EXPORT_FORMATS,
  exportStartedResponse,
  type ExportFormat,
  type ExportJobResponse as ExportJob,
} from '@eqmp/domain';
import { Button, Modal, Progress, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE, apiRequest, callApi } from '../lib/api-client';
import { useMessageDialog } from './useMessageDialog';

const POLL_MS = 1000;

/** `path` with `export=<format>` added to its query string. */
export function withExport(path: string, format: ExportFormat): string {
  return `${path}${path.includes('?') ? '&' : '?'}export=${format}`;
}

/** A download link as the browser opens it (the API may live on another host). */
function absolute(link: string): string {
  return /^https?:\/\//.test(link) ? link : `${API_BASE}${link}`;
}

const jobOf = (id: string) => callApi('exportJob', { params: { id } });

/**
 * Spec §7 export: calls `path&export=<format>` and opens the `downloadlink` in a new tab. A long
 * export runs on the server in the background: its progress is polled and, once ready, the user
 * opens the file with a button (a browser only opens a tab from a click). Any failure shows
 * 'Export File Error' in the message dialog.
 */
export function useExport() {
  const { t } = useTranslation();
  const { show } = useMessageDialog();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [job, setJob] = useState<ExportJob | null>(null);
  const stopped = useRef(false);
  useEffect(() => () => void (stopped.current = true), []);

  const fail = useCallback(
    () =>
      show({
        kind: 'error',
        title: t('common:dialog.errorTitle'),
        content: t('common:export.error'),
      }),
    [show, t],
  );

  const start = useCallback(
    async (path: string, format: ExportFormat) => {
      setBusy(format);
      try {
        // Every report and query entry answers an export request with the same contract.
        const started = exportStartedResponse.parse(await apiRequest(withExport(path, format)));
        if (started.downloadlink) {
          window.open(absolute(started.downloadlink), '_blank', 'noopener');
          return;
        }
        if (!started.job) throw new Error('no link and no job');
        let current = await jobOf(started.job.id);
        setJob(current);
        while (current.status === 'running' && !stopped.current) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          current = await jobOf(started.job.id);
          setJob(current);
        }
        if (current.status !== 'ready' || !current.downloadlink) throw new Error('export failed');
      } catch {
        setJob(null);
        await fail();
      } finally {
        setBusy(null);
      }
    },
    [fail],
  );

  const dialog = (
    <Modal
      open={job !== null}
      title={job?.status === 'ready' ? t('common:export.readyTitle') : t('common:export.preparing')}
      onCancel={() => setJob(null)}
      footer={
        job?.status === 'ready' && job.downloadlink ? (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => {
              window.open(absolute(job.downloadlink!), '_blank', 'noopener');
              setJob(null);
            }}
          >
            {t('common:export.download')}
          </Button>
        ) : null
      }
    >
      {job?.status === 'ready' ? (
        <Typography.Paragraph>{t('common:export.readyBody')}</Typography.Paragraph>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Progress
            percent={job?.progress ?? 0}
            status="active"
            showInfo={job?.progress !== null}
          />
          <Typography.Text type="secondary">
            {t('common:export.progress', { rows: job?.rowsDone ?? 0 })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );

  return { start, busy, dialog };
}

/** CSV, Excel and PDF export buttons for a report or query endpoint (`path` with its query string). */
export function ExportButtons({ path, disabled = false }: { path: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { start, busy, dialog } = useExport();
  return (
    <Space wrap aria-label={t('common:export.label')}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void start(path, format)}
        >
          {t(`common:export.${format}`)}
        </Button>
      ))}
      {dialog}
    </Space>
  );
}
