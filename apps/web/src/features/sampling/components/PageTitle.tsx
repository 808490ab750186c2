import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SamplingPageKind } from '@eqmp/domain';
import { useSamplingModule } from '../hooks/useSamplingModule';

/** The page's title with its module, and the page's own controls beside it. */
export function PageTitle({ kind, extra }: { kind: SamplingPageKind; extra?: ReactNode }) {
  const { t } = useTranslation();
  const module = useSamplingModule();
  return (
    <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`sampling:page.${kind}`)} — {t(`common:module.${module}`)}
      </Typography.Title>
      {extra}
    </Space>
  );
}
