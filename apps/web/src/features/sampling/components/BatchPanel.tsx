import type { SampleItem, SamplingQcBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addQc, batchQuery, samplingKeys, verifySample } from '../api/sampling-api';
import { useQcColumns, type Qc } from '../hooks/useQcColumns';
import { QcForm } from './QcForm';
import { QueryError } from './QueryError';
import { StateTag } from './StateTag';
import { useFormDraft } from '../../../lib/useFormDraft';
import { CompactTable } from '../../../components/CompactTable';

/**
 * One lab batch: its samples (each verified by the lab once its results are in, after which they
 * enter the measurements), and its QC samples judged against the parameter's objectives.
 */
export function BatchPanel({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const batch = useQuery(batchQuery(batchId));
  const [form] = Form.useForm<SamplingQcBody>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'qc-batch');
  const refresh = () => client.invalidateQueries({ queryKey: samplingKeys.all });
  const verify = useMutation({
    mutationFn: (id: number) => verifySample(id),
    onSuccess: () => {
      void message.success(t('sampling:lab.verified'));
      void refresh();
    },
  });
  const qc = useMutation({
    mutationFn: (body: SamplingQcBody) => addQc(batchId, body),
    onSuccess: () => {
      form.resetFields();
      void refresh();
    },
  });
  const verifyAll = (batch.data?.sampleList ?? []).filter((s) => s.state === 'in_analysis');
  const qcColumns = useQcColumns();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <QueryError error={batch.error ?? verify.error ?? qc.error} />
      <Space wrap>
        <Typography.Text>
          {t('sampling:lab.batchSamples', { count: batch.data?.samples ?? 0 })}
        </Typography.Text>
        <Button
          type="primary"
          disabled={verifyAll.length === 0}
          loading={verify.isPending}
          onClick={async () => {
            for (const s of verifyAll) await verify.mutateAsync(s.id);
          }}
        >
          {t('sampling:lab.verifyAll', { count: verifyAll.length })}
        </Button>
      </Space>
      <CompactTable<SampleItem>
        rowKey="id"
        scroll={{ x: true }}
        pagination={false}
        dataSource={batch.data?.sampleList ?? []}
        loading={batch.isLoading}
        columns={[
          { title: t('sampling:col.code'), dataIndex: 'code' },
          {
            title: t('sampling:col.station'),
            key: 's',
            render: (_, s) => `${s.stationId} — ${s.stationName}`,
          },
          {
            title: t('sampling:col.state'),
            dataIndex: 'state',
            render: (s) => <StateTag state={s} />,
          },
          {
            title: t('sampling:col.actions'),
            key: 'a',
            render: (_, s) =>
              s.state === 'in_analysis' ? (
                <Button size="small" onClick={() => verify.mutate(s.id)}>
                  {t('sampling:lab.verify')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Typography.Title level={5}>{t('sampling:lab.qcTitle')}</Typography.Title>
      <QcForm form={form} onFinish={(v) => qc.mutate(v)} saving={qc.isPending} />
      <CompactTable<Qc>
        rowKey="id"
        scroll={{ x: true }}
        pagination={false}
        dataSource={batch.data?.qc ?? []}
        columns={qcColumns}
      />
    </Space>
  );
}
