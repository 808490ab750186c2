import type { HomeWork } from '@eqmp/domain';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Waiting for you": the reviews, approvals and requests to decide that the user's roles let them
 * do, with counts, each linking to the page where it is done. Shown only when there is work.
 */
export function WaitingWork({ work }: { work: readonly HomeWork[] }) {
  const { t } = useTranslation();
  if (work.length === 0) return null;
  return (
    <Card title={t('home:work.title')} data-testid="home-work">
      <List
        size="small"
        dataSource={[...work]}
        renderItem={(w) => (
          <List.Item>
            <Link to={w.path}>
              {t(`home:work.${w.kind}`, {
                count: w.count,
                module: t(`common:moduleShort.${w.module}`),
                kind: w.recordKind ? t(`home:work.recordKind.${w.recordKind}`) : '',
              })}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
