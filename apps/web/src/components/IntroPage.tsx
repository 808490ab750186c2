import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's frame: its heading, a line on what the page is for, then its content, one under another. */
export function IntroPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {intro}
      </Typography.Paragraph>
      {children}
    </Space>
  );
}
