import { type StandardUsed } from '@eqmp/domain';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAlwaysInForce, standardSourceText } from '../../../lib/standard-source';
import { formatDay } from '../../../lib/format';
import { ConfidenceTag } from './ConfidenceTag';

/** The stored versions a result was computed with: label, version, effective day, confidence, source. */
export function StandardsCitation({
  items,
}: {
  items: readonly { readonly label?: string; readonly standard: StandardUsed }[];
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('calculators:result.standardsUsed')}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {items.map(({ label, standard }) => (
          <div key={standard.id}>
            <Space wrap size="small">
              <Typography.Text strong>
                {label ? `${label}: ${standard.version}` : standard.version}
              </Typography.Text>
              <ConfidenceTag confidence={standard.confidence} />
              <Typography.Text type="secondary">
                {isAlwaysInForce(standard.effectiveFrom)
                  ? t('calculators:result.alwaysInForce')
                  : t('calculators:result.effectiveFrom', {
                      date: formatDay(standard.effectiveFrom),
                    })}
              </Typography.Text>
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
              {t('calculators:result.source', { source: standardSourceText(t, standard.source) })}
            </Typography.Paragraph>
          </div>
        ))}
      </Space>
    </Card>
  );
}
