import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAlwaysInForce, standardSourceText } from '../../../lib/standard-source';

export interface SourceItem {
  readonly key: string;
  readonly label: string;
  readonly version: string;
  readonly effectiveFrom: string;
  readonly source: string;
  readonly provisional?: boolean;
}

/** Data sources and their attribution: each standard's version, the day it took effect and its citation. */
export function SourceList({ items }: { items: readonly SourceItem[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={[...items]}
      renderItem={(item) => (
        <List.Item>
          <Typography.Text>
            <strong>{item.label}</strong> ·{' '}
            {isAlwaysInForce(item.effectiveFrom)
              ? t('information:versionAlways', { version: item.version })
              : t('information:version', { version: item.version, from: item.effectiveFrom })}
            {item.provisional && (
              <Tag color="orange" style={{ marginLeft: 8 }}>
                {t('information:provisional')}
              </Tag>
            )}
            <br />
            <Typography.Text type="secondary">{standardSourceText(t, item.source)}</Typography.Text>
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
