import { UploadOutlined } from '@ant-design/icons';
import { LAB_IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type SamplingModule } from '@eqmp/domain';
import {
  Alert,
  App,
  Button,
  Col,
  Input,
  Row,
  Select,
  Space,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useImportPreviewColumns, type PreviewRow } from '../hooks/useImportPreviewColumns';
import { useLabImport } from '../hooks/useLabImport';
import { QueryError } from './QueryError';

/**
 * Import of a lab's CSV or XLSX file into a batch: the file is read, its columns mapped (a saved
 * mapping, or the guess from its headers), every row previewed with its problems, and nothing is
 * stored until the user confirms; then the good rows are stored and each bad one is listed.
 */
export function LabImport({ module, batchId }: { module: SamplingModule; batchId: number }) {
  const { t } = useTranslation();
  const lab = useLabImport(module, batchId);
  const { file, preview, outcome, upload, check, confirm } = lab;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        customRequest={({ file: f }) => upload.mutate(f as File)}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('sampling:import.choose')}
        </Button>
      </Upload>
      <QueryError error={upload.error ?? check.error ?? confirm.error} />
      {outcome && (
        <Alert
          type={outcome.rejected.length ? 'warning' : 'success'}
          showIcon
          title={t('sampling:import.imported', outcome)}
          description={outcome.rejected.map((r) => (
            <div key={r.row}>
              {t('sampling:import.rowProblem', {
                row: r.row,
                problems: r.problems.map((p) => p.message).join(' '),
              })}
            </div>
          ))}
        />
      )}
      {file && (
        <>
          <Typography.Text>
            {t('sampling:import.read', { file: file.fileName, rows: file.rows })}
          </Typography.Text>
          <ColumnMapping lab={lab} file={file} />
          <Button
            disabled={!REQUIRED_IMPORT_FIELDS.every((f) => lab.mapping[f])}
            loading={check.isPending}
            onClick={() => check.mutate()}
          >
            {t('sampling:import.preview')}
          </Button>
        </>
      )}
      {file && preview && <ImportConfirm lab={lab} preview={preview} />}
    </Space>
  );
}

type LabImporting = ReturnType<typeof useLabImport>;
type ImportedFile = NonNullable<LabImporting['file']>;
type ImportPreview = NonNullable<LabImporting['preview']>;

/** Which of the file's columns holds each field: a saved mapping, or one field at a time. */
function ColumnMapping({ lab, file }: { lab: LabImporting; file: ImportedFile }) {
  const { t } = useTranslation();
  const { mapping, setMapping, setPreview } = lab;
  return (
    <>
      {file.mappings.length > 0 && (
        <Select
          aria-label={t('sampling:import.saved')}
          placeholder={t('sampling:import.saved')}
          style={{ minWidth: 260 }}
          onChange={(id: number) => setMapping(file.mappings.find((m) => m.id === id)!.mapping)}
          options={file.mappings.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
      <Row gutter={[12, 8]}>
        {LAB_IMPORT_FIELDS.map((field) => (
          <Col xs={24} sm={12} lg={6} key={field}>
            <Typography.Text>
              {t(`sampling:import.field.${field}`)}
              {REQUIRED_IMPORT_FIELDS.includes(field) ? ' *' : ''}
            </Typography.Text>
            <Select
              allowClear
              aria-label={t(`sampling:import.field.${field}`)}
              style={{ width: '100%' }}
              value={mapping[field] ?? undefined}
              onChange={(v?: string) => {
                setMapping({ ...mapping, [field]: v ?? null });
                setPreview(null);
              }}
              options={file.headers.filter(Boolean).map((h) => ({ value: h, label: h }))}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}

/** The preview of every row, and the confirmation that stores the good ones. */
function ImportConfirm({ lab, preview }: { lab: LabImporting; preview: ImportPreview }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { saveAs, setSaveAs, confirm } = lab;
  const columns = useImportPreviewColumns();
  const name = saveAs.trim();
  const replacing = (lab.file?.mappings ?? []).some((m) => m.name === name);
  // Stored results and a saved mapping of the same name are replaced: the officer is told first.
  const ask = () =>
    void modal.confirm({
      title: t('sampling:import.confirm', { good: preview.good }),
      content: [
        t('sampling:import.replacesResults'),
        ...(replacing ? [t('sampling:import.replacesMapping', { name })] : []),
      ].join(' '),
      okText: t('sampling:import.confirm', { good: preview.good }),
      cancelText: t('common:action.cancel'),
      onOk: () => confirm.mutate(),
    });
  return (
    <>
      <Typography.Text>{t('sampling:import.previewSummary', preview)}</Typography.Text>
      <Table<PreviewRow>
        rowKey="row"
        size="small"
        scroll={{ x: true }}
        columns={columns}
        dataSource={preview.rows}
        pagination={{ pageSize: 50 }}
      />
      <Space wrap>
        <Input
          aria-label={t('sampling:import.saveAs')}
          placeholder={t('sampling:import.saveAs')}
          maxLength={80}
          value={saveAs}
          onChange={(e) => setSaveAs(e.target.value)}
          style={{ width: 260 }}
        />
        <Button
          type="primary"
          disabled={preview.good === 0}
          loading={confirm.isPending}
          onClick={ask}
        >
          {t('sampling:import.confirm', { good: preview.good })}
        </Button>
      </Space>
    </>
  );
}
