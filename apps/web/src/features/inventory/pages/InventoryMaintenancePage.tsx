import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EdcTable } from '../components/EdcTable';
import { PageHeader } from '../../../components/PageHeader';
import { ParametersTable } from '../components/ParametersTable';
import { SensorsTable } from '../components/SensorsTable';
import { StationsTab } from '../components/StationsTab';

const TABS = ['stations', 'parameters', 'sensors', 'edc'] as const;
type Tab = (typeof TABS)[number];

/** inventory_maintenance: stations, parameters, sensors and EDC inventory, each in a tab kept in the URL. */
export function InventoryMaintenancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((name) => name === requested) ?? 'stations';
  const views: Record<Tab, ReactNode> = {
    stations: <StationsTab />,
    parameters: <ParametersTable canEdit />,
    sensors: <SensorsTable canEdit />,
    edc: <EdcTable />,
  };
  return (
    <>
      <PageHeader title={t('inventory:page.inventory_maintenance')} />
      <Tabs
        activeKey={tab}
        // Each tab has its own search and filters, so a new tab starts with none.
        onChange={(key) => setParams(new URLSearchParams({ tab: key }), { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`inventory:tab.${key}`), children: views[key] }))}
      />
    </>
  );
}
