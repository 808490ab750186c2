import { Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * A record's fields in a card headed by its name and status tag, two to a line on wider
 * screens; `labelOf` gives each field's label from its key.
 */
export function FieldsCard({
  name,
  status,
  labelOf,
  fields,
}: {
  name: string;
  status: ReactNode;
  labelOf: (key: string) => string;
  fields: readonly (readonly [string, string])[];
}) {
  return (
    <Card
      title={
        <Space>
          {name}
          {status}
        </Space>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={fields.map(([key, value]) => ({
          key,
          label: labelOf(key),
          children: value,
        }))}
      />
    </Card>
  );
}
