import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { standardsQuery } from '../api/standards-api';
import { tarballVersionsQuery } from '../api/tarball-api';
import { AddBreakpointVersionModal } from '../components/AddBreakpointVersionModal';
import { AddIndexVersionModal } from '../components/AddIndexVersionModal';
import { AddLimitVersionModal } from '../components/AddLimitVersionModal';
import { AddTarballVersionModal } from '../components/AddTarballVersionModal';
import { BreakpointVersionsTable } from '../components/BreakpointVersionsTable';
import { IndexVersionsTable } from '../components/IndexVersionsTable';
import { LimitVersionsTable } from '../components/LimitVersionsTable';
import { Pm25TableCard } from '../components/Pm25TableCard';
import { TarballVersionsTable } from '../components/TarballVersionsTable';
import { formatDay } from '../../../lib/format';

const TABS = ['breakpoints', 'limits', 'indices', 'tarball'] as const;
type Tab = (typeof TABS)[number];

/**
 * System Admin: standards and breakpoint tables as versioned data, with sources and confidence;
 * add a version with an effective date; choose the PM2.5 table. The tab and the open form live
 * in the URL (`?tab=limits&add=1`) so the view can be bookmarked.
 */
export function StandardsPage() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(standardsQuery);
  const tarball = useQuery(tarballVersionsQuery);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'breakpoints';
  const isAdding = params.get('add') === '1';
  const setView = (next: Tab, add = false) =>
    setParams(add ? { tab: next, add: '1' } : { tab: next }, { replace: true });
  const close = () => setView(tab);
  /** A tab's dialog that adds a version: open while adding on that tab. */
  const adding = (kind: Tab) => ({ open: isAdding && tab === kind, onClose: close });

  return (
    <>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('calculators:standards.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900, marginTop: 8 }}>
        {t('calculators:standards.intro')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {isPending && <Spin />}
      {data && (
        <>
          <Pm25TableCard current={data.pm25Table} />
          <Card>
            {/* Outside the tab bar: anything but tabs inside its tab list breaks the list for screen readers. */}
            <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
              <Typography.Text type="secondary">
                {t('calculators:standards.today', { date: formatDay(data.today) })}
              </Typography.Text>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setView(tab, true)}>
                {t('calculators:standards.add.button')}
              </Button>
            </Space>
            <Tabs
              activeKey={tab}
              onChange={(key) => setView(key as Tab)}
              items={[
                {
                  key: 'breakpoints',
                  label: t('calculators:standards.tabs.breakpoints'),
                  children: <BreakpointVersionsTable items={data.breakpoints} today={data.today} />,
                },
                {
                  key: 'limits',
                  label: t('calculators:standards.tabs.limits'),
                  children: <LimitVersionsTable items={data.limits} today={data.today} />,
                },
                {
                  key: 'indices',
                  label: t('calculators:standards.tabs.indices'),
                  children: <IndexVersionsTable items={data.indices} today={data.today} />,
                },
                {
                  key: 'tarball',
                  label: t('calculators:standards.tabs.tarball'),
                  children: (
                    <>
                      <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }}>
                        {t('calculators:tarball.intro')}
                      </Typography.Paragraph>
                      {tarball.error && (
                        <Alert type="error" showIcon title={tarball.error.message} />
                      )}
                      <TarballVersionsTable
                        items={tarball.data?.items ?? []}
                        today={tarball.data?.today ?? data.today}
                      />
                    </>
                  ),
                },
              ]}
            />
          </Card>
          <AddBreakpointVersionModal {...adding('breakpoints')} tables={data.breakpoints} />
          <AddLimitVersionModal {...adding('limits')} versions={data.limits} />
          <AddIndexVersionModal {...adding('indices')} versions={data.indices} />
          <AddTarballVersionModal {...adding('tarball')} versions={tarball.data?.items ?? []} />
        </>
      )}
    </>
  );
}
