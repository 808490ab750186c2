import { Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A record's fields in a card headed by its name and status tag, two to a line on wider
 * screens; each field's label is the text `labels` + its key.
 */
export function FieldsCard({
  name,
  status,
  labels,
  fields,
}: {
  name: string;
  status: ReactNode;
  labels: string;
  fields: readonly (readonly [string, string])[];
}) {
  const { t } = useTranslation();
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
          label: t(`${labels}${key}`),
          children: value,
        }))}
      />
    </Card>
  );
}
