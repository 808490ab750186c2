import { UploadOutlined } from '@ant-design/icons';
import type { SojImportResponse, SojRoundSummary } from '@eqmp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { importResults, sojParametersQuery, sojRoundQuery, sojRoundsQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { ResultsForm } from '../components/ResultsForm';
import { RoundsTable } from '../components/RoundsTable';
import { SojPageTitle } from '../components/SojPageTitle';

const OPEN: readonly SojRoundSummary['status'][] = ['planned', 'returned', 'entered'];

/** Results per sampling round, by form or by file; submitted rounds wait for a second person to verify. */
export function DataEntryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { showError } = useMessageDialog();
  const { modal } = App.useApp();
  const rounds = useQuery(sojRoundsQuery({}));
  const parameters = useQuery(sojParametersQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const round = useQuery({ ...sojRoundQuery(editing ?? 0), enabled: editing !== null });
  const [imported, setImported] = useState<SojImportResponse | null>(null);
  const open = (rounds.data ?? [])
    .filter((r) => OPEN.includes(r.status))
    .sort((a, b) => a.plannedOn.localeCompare(b.plannedOn));
  const refresh = () => client.invalidateQueries({ queryKey: ['soj'] });

  const send = async (file: File) => {
    try {
      setImported(await importResults(await file.text()));
      await refresh();
    } catch (error) {
      await showError(error);
    }
  };
  // The file replaces results already entered: the officer confirms before anything is written.
  const upload = (file: File) => {
    void modal.confirm({
      title: t('soj:entry.importConfirm', { file: file.name }),
      okText: t('common:action.yes'),
      cancelText: t('common:action.no'),
      onOk: () => send(file),
    });
    return false;
  };

  return (
    <>
      <SojPageTitle page="data_entry" />
      <QueryError error={rounds.error} />
      <Card size="small" title={t('soj:entry.importTitle')} style={{ marginBottom: 16 }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('soj:entry.importHelp')}</Typography.Text>
          <Upload
            accept=".csv,text/csv"
            showUploadList={false}
            beforeUpload={(file) => upload(file)}
          >
            <Button icon={<UploadOutlined />}>{t('soj:entry.importButton')}</Button>
          </Upload>
          {imported ? (
            <>
              <Alert
                type={imported.errors.length ? 'warning' : 'success'}
                showIcon
                message={t('soj:entry.imported', {
                  rows: imported.rows,
                  rounds: imported.rounds.length,
                  errors: imported.errors.length,
                })}
              />
              {imported.errors.length ? (
                <Table
                  rowKey={(e) => `${e.row}-${e.message}`}
                  size="small"
                  pagination={false}
                  dataSource={imported.errors}
                  columns={[
                    { title: t('soj:col.row'), dataIndex: 'row', width: 80 },
                    { title: t('soj:col.problem'), dataIndex: 'message' },
                  ]}
                />
              ) : null}
            </>
          ) : null}
        </Space>
      </Card>
      <RoundsTable
        rounds={open}
        loading={rounds.isLoading}
        action={(r) => (
          <Button
            size="small"
            type={r.status === 'planned' ? 'primary' : 'default'}
            onClick={() => setEditing(r.id)}
          >
            {r.status === 'planned' ? t('soj:entry.enter') : t('soj:entry.edit')}
          </Button>
        )}
      />
      {editing !== null && round.data && parameters.data ? (
        <ResultsForm
          round={round.data}
          parameters={parameters.data}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
    </>
  );
}
