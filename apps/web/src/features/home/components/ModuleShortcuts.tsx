import { MODULE_CODES } from '@eqmp/domain';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShortcutSection } from '../utils/shortcuts';

/** One card per module (or cross-cutting section) with links to its pages. */
export function ModuleShortcuts({ sections }: { sections: readonly ShortcutSection[] }) {
  const { t } = useTranslation();
  const titleOf = (section: string) =>
    (MODULE_CODES as readonly string[]).includes(section)
      ? `${t(`common:module.${section}`)} (${section})`
      : t(`common:menu2.${section}`);
  return (
    <Row gutter={[16, 16]}>
      {sections.map(({ section, pages, more }) => (
        <Col xs={24} md={12} xl={8} key={section}>
          <Card size="small" title={titleOf(section)} style={{ height: '100%' }}>
            <Space direction="vertical" size={2}>
              {pages.map((page) => (
                <Link key={page.id} to={page.path}>
                  {t(page.titleKey)}
                </Link>
              ))}
              {more > 0 && (
                <Typography.Text type="secondary">
                  {t('home:shortcuts.more', { count: more })}
                </Typography.Text>
              )}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
