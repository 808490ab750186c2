import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchesQuery, createBatch, samplingKeys } from '../api/sampling-api';
import { BatchPanel } from '../components/BatchPanel';
import { LabImport } from '../components/LabImport';
import { PageTitle } from '../components/PageTitle';
import { QueryError } from '../components/QueryError';
import { ResultsEntry } from '../components/ResultsEntry';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../../../lib/useTableParams';
import { useFormDraft } from '../../../lib/useFormDraft';
import { SearchSelect } from '../../../components/SearchSelect';

/**
 * Lab results (side menu "Data Entry & Summary"): a lab batch is opened or chosen; its results
 * come from the lab's file (mapped, previewed, confirmed) or are entered per sample; QC samples
 * are judged; the lab verifies each sample, sending it to validation.
 */
export function LabResultsPage() {
  const { t } = useTranslation();
  const module = useSamplingModule();
  const client = useQueryClient();
  const f = useUrlFilters();
  const batches = useQuery(batchesQuery(module));
  const batchId = Number(f.get('batch')) || undefined;
  const [form] = Form.useForm<{ lab: string; reference: string }>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'lab-results');
  const open = useMutation({
    mutationFn: (v: { lab: string; reference: string }) => createBatch({ ...v, module }),
    onSuccess: (b) => {
      form.resetFields();
      void client.invalidateQueries({ queryKey: samplingKeys.all });
      f.set({ batch: String(b.id) });
    },
  });
  /** A required text box of the new batch, named by its placeholder. */
  const requiredText = (name: 'lab' | 'reference', label: string, maxLength: number) => (
    <Form.Item name={name} rules={[{ required: true, message: t('sampling:field.required') }]}>
      <Input aria-label={label} placeholder={label} maxLength={maxLength} />
    </Form.Item>
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle kind="LabResults" />
      <QueryError error={batches.error ?? open.error} />
      <Card size="small" title={t('sampling:lab.batchTitle')}>
        <Space wrap align="start">
          <SearchSelect
            label={t('sampling:lab.chooseBatch')}
            style={{ minWidth: 320 }}
            value={batchId}
            onChange={(id: number) => f.set({ batch: String(id) })}
            loading={batches.isLoading}
            options={(batches.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.reference} — ${b.lab} (${b.samples})`,
            }))}
          />
          <Typography.Text type="secondary">{t('sampling:lab.or')}</Typography.Text>
          <Form form={form} layout="inline" onFinish={(v) => open.mutate(v)}>
            {requiredText('lab', t('sampling:lab.lab'), 120)}
            {requiredText('reference', t('sampling:lab.reference'), 60)}
            <Button htmlType="submit" loading={open.isPending}>
              {t('sampling:lab.openBatch')}
            </Button>
          </Form>
        </Space>
      </Card>
      {batchId && (
        <Card size="small">
          <Tabs
            items={[
              {
                key: 'import',
                label: t('sampling:lab.importTab'),
                children: <LabImport module={module} batchId={batchId} />,
              },
              {
                key: 'entry',
                label: t('sampling:lab.entryTab'),
                children: <ResultsEntry module={module} batchId={batchId} />,
              },
              {
                key: 'batch',
                label: t('sampling:lab.batchTab'),
                children: <BatchPanel batchId={batchId} />,
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}
