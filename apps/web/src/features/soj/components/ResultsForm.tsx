import type { SojParameter, SojRoundResponse } from '@eqmp/domain';
import { Checkbox, Form, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { enterResults } from '../api/soj-api';
import { FormModal } from '../../../components/FormModal';
import { DayPicker } from '../../../components/DayPicker';

interface Values {
  sampledOn: string;
  values: Record<string, { value: number | null; censored: boolean }>;
}

/** The results of one round by form: a value per parameter (blank = not measured), "<" for below detection. */
export function ResultsForm({
  round,
  parameters,
  onClose,
}: {
  round: SojRoundResponse;
  parameters: readonly SojParameter[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const initial: Values = {
    sampledOn: round.sampledOn ?? round.plannedOn,
    values: Object.fromEntries(
      parameters.map((p) => {
        const r = round.results.find((x) => x.parameterCode === p.code);
        return [p.code, { value: r?.value ?? null, censored: r?.censored ?? false }];
      }),
    ),
  };

  const save = async () => {
    const values = await form.validateFields();
    const results = Object.entries(values.values)
      .filter(([, v]) => v.value !== null && v.value !== undefined)
      .map(([parameterCode, v]) => ({ parameterCode, value: v.value!, censored: !!v.censored }));
    if (results.length === 0) {
      form.setFields([{ name: 'sampledOn', errors: [t('soj:entry.noValues')] }]);
      return;
    }
    setSaving(true);
    try {
      await enterResults(round.id, { sampledOn: values.sampledOn, results });
      onClose(true);
    } catch (error) {
      await showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      form={form}
      draft={`results-${round.id}`}
      open
      width={720}
      title={t('soj:entry.formTitle', {
        station: `${round.stationId} · ${round.stationName}`,
        quarter: round.quarter,
      })}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText={t('soj:entry.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="sampledOn"
          label={t('soj:col.sampled')}
          rules={[
            {
              required: true,
              pattern: /^\d{4}-\d{2}-\d{2}$/,
              message: t('soj:criteria.dateFormat'),
            },
          ]}
        >
          <DayPicker style={{ width: 200 }} />
        </Form.Item>
        <Table<SojParameter>
          rowKey="code"
          size="small"
          pagination={false}
          dataSource={[...parameters]}
          columns={[
            {
              title: t('soj:col.parameter'),
              dataIndex: 'name',
              render: (name: string, p) => `${name} (${p.code})`,
            },
            {
              title: t('soj:col.value'),
              key: 'value',
              render: (_: unknown, p) => (
                <Form.Item name={['values', p.code, 'value']} noStyle>
                  <InputNumber
                    aria-label={t('soj:entry.valueOf', { parameter: p.code })}
                    step={10 ** -p.decimals}
                    style={{ width: 140 }}
                  />
                </Form.Item>
              ),
            },
            { title: t('soj:col.unit'), dataIndex: 'unit' },
            {
              title: t('soj:col.censored'),
              key: 'censored',
              render: (_: unknown, p) => (
                <Form.Item name={['values', p.code, 'censored']} valuePropName="checked" noStyle>
                  <Checkbox aria-label={t('soj:entry.censoredOf', { parameter: p.code })} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </FormModal>
  );
}
