import { Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { formatValue } from '../utils/format';

/** What a calculator's result view is given: the answer, and the values it was computed from. */
export interface ResultViewProps<R, K extends string> {
  result: R;
  input: Partial<Record<K, number>>;
}

interface IndexResultCardProps {
  readonly title: string;
  /** The index as displayed (already formatted). */
  readonly value: string;
  readonly tag: ReactNode;
  /** The index before rounding, shown first among the details to 4 places. */
  readonly unrounded: number | null;
  readonly details: readonly {
    readonly key: string;
    readonly label: string;
    readonly value: ReactNode;
  }[];
  readonly children?: ReactNode;
}

/** The headline of a result: the index, its category or class, and what it rests on. */
export function IndexResultCard({
  title,
  value,
  tag,
  unrounded,
  details,
  children,
}: IndexResultCardProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const rows = [
    {
      key: 'unrounded',
      label: t('calculators:result.unrounded'),
      value: unrounded === null ? '–' : formatValue(unrounded, language, 4),
    },
    ...details,
  ];
  return (
    <Card title={title}>
      <Space align="center" size="large" wrap>
        <Typography.Text
          data-testid="index-value"
          style={{ fontSize: 40, fontWeight: 600, lineHeight: 1.1 }}
        >
          {value}
        </Typography.Text>
        {tag}
      </Space>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        items={rows.map((d) => ({ key: d.key, label: d.label, children: d.value }))}
      />
      {children}
    </Card>
  );
}
