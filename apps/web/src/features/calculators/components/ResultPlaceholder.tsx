import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the result column shows before the first calculation. */
export function ResultPlaceholder() {
  const { t } = useTranslation();
  return (
    <Card>
      <Empty description={t('calculators:result.empty')} />
    </Card>
  );
}
