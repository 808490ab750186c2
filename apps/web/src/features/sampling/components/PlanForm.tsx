import { SAMPLING_FREQUENCIES, type SamplingModule, type SamplingScheduleBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { createSchedule, samplingKeys, stationsQuery } from '../api/sampling-api';
import { QueryError } from './QueryError';
import {
  PlanFrequencyItem,
  PlanPeriodItems,
  PlanStationsItem,
} from '../../../components/PlanFields';
import { useFormDraft } from '../../../lib/useFormDraft';

type Values = Omit<SamplingScheduleBody, 'module'>;

/** Plans a station's visits: station, frequency, period (DD/MM/YYYY, spec §5) and team. */
export function PlanForm({ module }: { module: SamplingModule }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'plan');
  const stations = useQuery(stationsQuery(module));
  const create = useMutation({
    mutationFn: (values: Values) => createSchedule({ ...values, module }),
    onSuccess: (s) => {
      void message.success(t('sampling:schedule.created', { count: s.visits }));
      form.resetFields(['startsOn', 'endsOn', 'note']);
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  return (
    <Card size="small" title={t('sampling:schedule.planTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ frequency: 'monthly' }}
        onFinish={(values) => create.mutate(values)}
      >
        <Row gutter={12}>
          <PlanStationsItem
            name="stationId"
            label={t('sampling:field.station')}
            stations={stations.data}
            loading={stations.isLoading}
            md={8}
          />
          <PlanFrequencyItem frequencies={SAMPLING_FREQUENCIES} xs={12} md={4} />
          <Col xs={12} md={4}>
            <Form.Item
              name="team"
              label={t('sampling:field.team')}
              rules={[{ required: true, message: t('sampling:field.required') }]}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <PlanPeriodItems md={4} />
          <Col xs={24} md={16}>
            <Form.Item name="note" label={t('sampling:field.note')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} style={{ display: 'flex', alignItems: 'flex-end' }}>
            <Form.Item style={{ width: '100%' }}>
              <Button type="primary" htmlType="submit" loading={create.isPending} block>
                {t('sampling:schedule.plan')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <QueryError error={create.error} />
    </Card>
  );
}
