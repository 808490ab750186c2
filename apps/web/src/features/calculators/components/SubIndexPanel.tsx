import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { usePreferences } from '../../../lib/preferences';
import { buildSubIndexOption } from '../utils/build-subindex-option';
import { formatValue } from '../utils/format';

/** One parameter of a result: what was entered and the sub-index it gave. */
export interface SubIndexRow {
  readonly key: string;
  readonly label: string;
  /** Short symbol under the chart's bar. */
  readonly symbol: string;
  readonly unit: string;
  readonly input: number | undefined;
  readonly subIndex: number | undefined;
  readonly colour: string;
}

interface SubIndexPanelProps {
  readonly rows: readonly SubIndexRow[];
  /** The overall index, drawn as a line across the bars (none while it has no value). */
  readonly reference: { readonly value: number | null; readonly label: string };
  /** 100 for the water indices; the API has no fixed top. */
  readonly max?: number;
}

/** Every sub-index as a table (two decimals) and as a bar chart. */
export function SubIndexPanel({ rows, reference, max }: SubIndexPanelProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const columns: TableColumnsType<SubIndexRow> = [
    { title: t('calculators:result.parameter'), dataIndex: 'label' },
    {
      title: t('calculators:result.entered'),
      key: 'input',
      render: (_, row) =>
        row.input === undefined ? '–' : `${formatValue(row.input, language)} ${row.unit}`,
    },
    {
      title: t('calculators:result.subIndex'),
      key: 'subIndex',
      align: 'right',
      render: (_, row) =>
        row.subIndex === undefined ? '–' : formatValue(row.subIndex, language, 2),
    },
  ];
  const bars = rows.flatMap((row) =>
    row.subIndex === undefined
      ? []
      : [{ label: row.symbol, name: row.label, value: row.subIndex, colour: row.colour }],
  );
  const option = buildSubIndexOption(bars, {
    axisName: t('calculators:result.subIndex'),
    format: (value) => formatValue(value, language, 1),
    ...(reference.value === null
      ? {}
      : { reference: { value: reference.value, label: reference.label } }),
    ...(max === undefined ? {} : { max }),
  });
  return (
    <Card title={t('calculators:result.subIndices')}>
      <Table<SubIndexRow>
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={[...rows]}
      />
      <div style={{ marginTop: 16 }} aria-label={t('calculators:result.chartLabel')} role="img">
        <EChart option={option} height={300} />
      </div>
    </Card>
  );
}
