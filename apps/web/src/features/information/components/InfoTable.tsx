import { Card, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A small table of an index's information, all on one page. */
export function InfoTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}

/** How an index is worked out (`information:<index>.how`), above what it is worked out from. */
export function HowCard({
  index,
  children,
}: {
  index: 'apims' | 'mqims' | 'rqims';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('information:howTitle')}>
      <Typography.Paragraph>{t(`information:${index}.how`)}</Typography.Paragraph>
      {children}
    </Card>
  );
}
