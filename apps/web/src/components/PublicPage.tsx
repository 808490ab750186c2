import { Alert, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A page of the public site: a centred column with its heading and introduction, the error or
 * the skeleton of its data (`query`) while there is no answer, then its content.
 */
export function PublicPage({
  title,
  intro,
  query,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  query: { error: Error | null; isPending: boolean };
  children: ReactNode;
}) {
  return (
    <Space
      direction="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 1100, margin: '0 auto', padding: 16 }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {query.isPending && <Skeleton active />}
      {children}
    </Space>
  );
}
