import {
  DETECTION_LIMIT_TYPES,
  formDate,
  type SamplingModule,
  type SamplingResultsBody,
} from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { samplesQuery, samplingKeys, saveResults, stationsQuery } from '../api/sampling-api';
import { QueryError } from './QueryError';

interface Line {
  value?: string;
  detectionLimit?: number | null;
  detectionLimitType?: (typeof DETECTION_LIMIT_TYPES)[number];
  method?: string;
  qualifiers?: string;
  analysedOn?: string;
}

/**
 * Lab results of one sample entered by hand: each lab parameter of its station as reported (a
 * number, `<x`, `>x` or `ND`), its detection limit and type, method, qualifiers and analysis day.
 */
export function ResultsEntry({ module, batchId }: { module: SamplingModule; batchId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [sampleId, setSampleId] = useState<number | undefined>();
  const [form] = Form.useForm<Record<string, Line>>();
  const held = useQuery(
    samplesQuery({ module, state: 'in_transit,received,in_analysis', pageSize: 200 }),
  );
  const stations = useQuery(stationsQuery(module));
  const sample = held.data?.items.find((s) => s.id === sampleId);
  const parameters = (
    stations.data?.find((s) => s.id === sample?.stationId)?.parameters ?? []
  ).filter((p) => !p.inSitu);
  const save = useMutation({
    mutationFn: (values: Record<string, Line>) => {
      const results: SamplingResultsBody['results'] = Object.entries(values)
        .filter(([, l]) => l.value && l.value.trim() !== '')
        .map(([parameterCode, l]) => ({
          parameterCode,
          value: l.value!.trim(),
          ...(l.detectionLimit !== undefined && l.detectionLimit !== null
            ? { detectionLimit: l.detectionLimit }
            : {}),
          ...(l.detectionLimitType ? { detectionLimitType: l.detectionLimitType } : {}),
          ...(l.method ? { method: l.method } : {}),
          ...(l.qualifiers
            ? {
                qualifiers: l.qualifiers
                  .toUpperCase()
                  .split(/[\s,;]+/)
                  .filter(Boolean),
              }
            : {}),
          ...(l.analysedOn ? { analysedOn: l.analysedOn } : {}),
        }));
      return saveResults(sampleId!, { batchId, results });
    },
    onSuccess: () => {
      void message.success(t('sampling:lab.saved', { code: sample?.code ?? '' }));
      form.resetFields();
      setSampleId(undefined);
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('sampling:lab.chooseSample')}
        placeholder={t('sampling:lab.chooseSample')}
        style={{ minWidth: 320 }}
        value={sampleId}
        onChange={setSampleId}
        loading={held.isLoading}
        options={(held.data?.items ?? []).map((s) => ({
          value: s.id,
          label: `${s.code} — ${s.stationId} (${t(`sampling:state.${s.state}`)})`,
        }))}
      />
      {sample && (
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          {parameters.map((p) => (
            <Row gutter={8} key={p.code} align="bottom">
              <Col xs={24} md={3}>
                <Typography.Text strong>{`${p.code} (${p.unit})`}</Typography.Text>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={[p.code, 'value']} label={t('sampling:col.reported')}>
                  <Input aria-label={`${p.code} ${t('sampling:col.reported')}`} maxLength={40} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item
                  name={[p.code, 'detectionLimit']}
                  label={t('sampling:col.detectionLimit')}
                >
                  <InputNumber min={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item
                  name={[p.code, 'detectionLimitType']}
                  label={t('sampling:col.limitType')}
                >
                  <Select
                    allowClear
                    options={DETECTION_LIMIT_TYPES.map((d) => ({ value: d, label: d }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={[p.code, 'method']} label={t('sampling:col.method')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item name={[p.code, 'qualifiers']} label={t('sampling:col.qualifiers')}>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  name={[p.code, 'analysedOn']}
                  label={t('sampling:col.analysedOn')}
                  rules={[
                    {
                      validator: async (_, v?: string) => {
                        if (!v) return;
                        const day = formDate(v);
                        if (!day.ok) throw new Error(t(`errors:code.${day.code}`));
                      },
                    },
                  ]}
                >
                  <Input placeholder="DD/MM/YYYY" maxLength={10} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('sampling:lab.saveResults')}
          </Button>
        </Form>
      )}
      <QueryError error={held.error ?? save.error} />
    </Space>
  );
}
