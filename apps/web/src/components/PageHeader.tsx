import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's heading, with its actions (`extra`) at the other end of the line. */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Space>
  );
}
