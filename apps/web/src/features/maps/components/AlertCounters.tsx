import { AlertOutlined } from '@ant-design/icons';
import { PAGES, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, List, Space, Typography } from 'antd';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/access';
import { alertCountersQuery } from '../api/map-api';
import type { CounterDef, ViewerConfig } from '../utils/viewer-config';
import { FloatingPanel } from './FloatingPanel';

/** The alert pages of a module a counter leads to, as far as they exist and the user may open them. */
function alertPagesOf(
  module: ModuleCode,
  counter: CounterDef['key'],
  can: ReturnType<typeof useCan>,
) {
  const wanted =
    counter === 'transmission' ? 'transmission' : counter === 'exceedance' ? 'exceedance' : 'npe';
  return PAGES.filter(
    (page) =>
      'module' in page &&
      page.module === module &&
      page.path.includes('/alert/') &&
      page.path.includes(wanted) &&
      can(page.access),
  );
}

/**
 * The alert counters of spec §3 over the map: pending data-transmission, exceedance and NPE
 * alerts of the module (and of the chosen state). A counter opens a popup, centred on the map
 * and draggable within it, that leads to the alert lists.
 */
export function AlertCounters({
  config,
  states,
  bounds,
}: {
  config: ViewerConfig;
  states: readonly string[];
  bounds: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const counters = useQuery(alertCountersQuery(config.module, states));
  const [open, setOpen] = useState<CounterDef | null>(null);
  return (
    <>
      <Space size={4} wrap data-testid="alert-counters">
        {config.counters.map((counter) => {
          const value = counters.data ? counter.read(counters.data) : null;
          return (
            <Badge
              key={counter.key}
              count={value ?? 0}
              showZero
              overflowCount={999}
              color={value ? undefined : 'grey'}
            >
              <Button
                size="small"
                icon={<AlertOutlined />}
                data-testid={`counter-${counter.key}`}
                onClick={() => setOpen(counter)}
              >
                {t(`maps:counters.${counter.key}`)}
              </Button>
            </Badge>
          );
        })}
      </Space>
      {open && (
        <FloatingPanel
          id={`alert-${open.key}`}
          title={t(`maps:counters.${open.key}`)}
          width={340}
          initial="centre"
          remember={false}
          bounds={bounds}
          onClose={() => setOpen(null)}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text data-testid="alert-popup-count">
              {t('maps:counters.pending', { count: counters.data ? open.read(counters.data) : 0 })}
            </Typography.Text>
            <List
              size="small"
              dataSource={alertPagesOf(config.module, open.key, can)}
              renderItem={(page) => (
                <List.Item>
                  <Link to={page.path}>{t(page.titleKey)}</Link>
                </List.Item>
              )}
              locale={{ emptyText: t('maps:counters.noPages') }}
            />
          </Space>
        </FloatingPanel>
      )}
    </>
  );
}
