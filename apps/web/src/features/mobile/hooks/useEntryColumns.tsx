import { DeleteOutlined } from '@ant-design/icons';
import type { MobileUnits } from '@eqmp/domain';
import { Alert, Button, Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTimeText } from '../utils/deployment-form';

export type Parameter = MobileUnits['units'][number]['parameters'][number];
export interface EntryRow {
  key: number;
  date: string;
  time: string;
  values: Record<string, number | null>;
}

/**
 * The columns of the readings grid: date, time, a box per parameter, the server's reason for a
 * refused row, and the row's removal.
 */
export function useEntryColumns({
  parameters,
  refused,
  update,
  remove,
}: {
  parameters: readonly Parameter[];
  refused: Map<number, string>;
  update: (key: number, patch: Partial<EntryRow>) => void;
  remove: (key: number) => void;
}): TableColumnsType<EntryRow> {
  const { t } = useTranslation();
  return [
    {
      title: t('mobile:enter.date'),
      key: 'date',
      render: (_, r, i) => (
        <Input
          value={r.date}
          maxLength={10}
          style={{ width: 120 }}
          aria-label={`${t('mobile:enter.date')} ${i + 1}`}
          onChange={(e) => update(r.key, { date: e.target.value })}
        />
      ),
    },
    {
      title: t('mobile:enter.time'),
      key: 'time',
      render: (_, r, i) => (
        <Form.Item
          style={{ margin: 0 }}
          validateStatus={r.time && !isTimeText(r.time) ? 'error' : ''}
          help={r.time && !isTimeText(r.time) ? t('mobile:form.incorrectTime') : undefined}
        >
          <Input
            value={r.time}
            maxLength={12}
            placeholder="08:00"
            style={{ width: 100 }}
            aria-label={`${t('mobile:enter.time')} ${i + 1}`}
            onChange={(e) => update(r.key, { time: e.target.value })}
          />
        </Form.Item>
      ),
    },
    ...parameters.map((p) => ({
      title: `${p.code}${p.unit ? ` (${p.unit})` : ''}`,
      key: p.code,
      render: (_: unknown, r: EntryRow, i: number) => (
        <InputNumber
          value={r.values[p.code] ?? null}
          style={{ width: 100 }}
          aria-label={`${p.code} ${i + 1}`}
          onChange={(value) => update(r.key, { values: { ...r.values, [p.code]: value } })}
        />
      ),
    })),
    {
      title: t('mobile:column.problem'),
      key: 'problem',
      render: (_, r) =>
        refused.has(r.key) ? <Alert type="error" title={refused.get(r.key)} /> : null,
    },
    {
      title: t('mobile:column.actions'),
      key: 'remove',
      render: (_, r, i) => (
        <Button
          icon={<DeleteOutlined />}
          aria-label={`${t('mobile:action.removeRow')} ${i + 1}`}
          onClick={() => remove(r.key)}
        />
      ),
    },
  ];
}
