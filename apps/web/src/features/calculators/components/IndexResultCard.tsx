import { Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

interface IndexResultCardProps {
  readonly title: string;
  /** The index as displayed (already formatted). */
  readonly value: string;
  readonly tag: ReactNode;
  readonly details: readonly {
    readonly key: string;
    readonly label: string;
    readonly value: ReactNode;
  }[];
  readonly children?: ReactNode;
}

/** The headline of a result: the index, its category or class, and what it rests on. */
export function IndexResultCard({ title, value, tag, details, children }: IndexResultCardProps) {
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
        items={details.map((d) => ({ key: d.key, label: d.label, children: d.value }))}
      />
      {children}
    </Card>
  );
}
