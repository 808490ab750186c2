import {
  LAB_QC_KINDS,
  type LabBatchDetail,
  type SampleItem,
  type SamplingQcBody,
} from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addQc, batchQuery, samplingKeys, verifySample } from '../api/sampling-api';
import { QueryError } from './QueryError';
import { StateTag } from './StateTag';
import { useFormDraft } from '../../../lib/useFormDraft';

type Qc = LabBatchDetail['qc'][number];

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
      <Table<SampleItem>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        pagination={false}
        dataSource={batch.data?.sampleList ?? []}
        loading={batch.isLoading}
        locale={{ emptyText: t('common:table.empty') }}
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
      <Form<SamplingQcBody> form={form} layout="inline" onFinish={(v) => qc.mutate(v)}>
        <Form.Item name="kind" rules={[{ required: true, message: t('sampling:field.required') }]}>
          <Select
            aria-label={t('sampling:lab.qcKind')}
            placeholder={t('sampling:lab.qcKind')}
            style={{ width: 160 }}
            options={LAB_QC_KINDS.map((k) => ({ value: k, label: t(`sampling:qcKind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="parameterCode"
          rules={[{ required: true, message: t('sampling:field.required') }]}
        >
          <Input
            aria-label={t('sampling:col.parameter')}
            placeholder={t('sampling:col.parameter')}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item name="sampleCode">
          <Input
            aria-label={t('sampling:col.code')}
            placeholder={t('sampling:col.code')}
            style={{ width: 170 }}
          />
        </Form.Item>
        <Form.Item name="value" rules={[{ required: true, message: t('sampling:field.required') }]}>
          <InputNumber
            aria-label={t('sampling:lab.qcValue')}
            placeholder={t('sampling:lab.qcValue')}
          />
        </Form.Item>
        <Form.Item name="spikeAdded">
          <InputNumber
            aria-label={t('sampling:import.field.spikeAdded')}
            placeholder={t('sampling:import.field.spikeAdded')}
            min={0}
          />
        </Form.Item>
        <Button htmlType="submit" loading={qc.isPending}>
          {t('sampling:lab.addQc')}
        </Button>
      </Form>
      <Table<Qc>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        pagination={false}
        dataSource={batch.data?.qc ?? []}
        locale={{ emptyText: t('common:table.empty') }}
        columns={[
          {
            title: t('sampling:lab.qcKind'),
            dataIndex: 'kind',
            render: (k: Qc['kind']) => t(`sampling:qcKind.${k}`),
          },
          { title: t('sampling:col.parameter'), dataIndex: 'parameterCode' },
          { title: t('sampling:col.code'), dataIndex: 'sampleCode' },
          { title: t('sampling:lab.qcValue'), dataIndex: 'value' },
          {
            title: t('sampling:lab.qcMeasure'),
            key: 'm',
            render: (_, q) =>
              q.measure === null
                ? '–'
                : `${q.measure}${q.kind === 'duplicate' || q.kind === 'spike' ? ' %' : ''} (${q.min ?? '–'} … ${q.max ?? '–'})`,
          },
          {
            title: t('sampling:lab.qcVerdict'),
            dataIndex: 'verdict',
            render: (v: Qc['verdict']) => (
              <Tag color={v === 'pass' ? 'green' : v === 'fail' ? 'red' : 'default'}>
                {t(`sampling:verdict.${v}`)}
              </Tag>
            ),
          },
          { title: t('sampling:lab.objective'), dataIndex: 'objectiveVersion' },
          { title: t('sampling:col.by'), dataIndex: 'username' },
        ]}
      />
    </Space>
  );
}
