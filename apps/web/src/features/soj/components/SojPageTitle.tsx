import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A Straits of Johor page's heading, its short description and optional actions. */
export function SojPageTitle({ page, extra }: { page: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`soj:page.${page}`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`soj:intro.${page}`)}</Typography.Text>
      </div>
      {extra}
    </Space>
  );
}
