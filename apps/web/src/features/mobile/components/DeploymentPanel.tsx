import { API, type Deployment, type MobileUnits } from '@eqmp/domain';
import { Button, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { ReadingsEntryForm } from './ReadingsEntryForm';
import { ReadingsImport } from './ReadingsImport';
import { ReadingsTable } from './ReadingsTable';

/** One deployment: its readings, and (for data entry) the form and the file import. */
export function DeploymentPanel({
  deployment,
  units,
  onClose,
}: {
  deployment: Deployment;
  units: MobileUnits['units'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const can = useCan();
  const canEnter = can(API.mobileEnterReadings.access);
  const parameters = units.find((u) => u.id === deployment.stationId)?.parameters ?? [];
  const period = t('mobile:deployment.period', {
    from: formatDateTime(deployment.startsAt, language),
    to: deployment.endsAt ? formatDateTime(deployment.endsAt, language) : t('mobile:stillDeployed'),
  });
  return (
    <Card
      title={t('mobile:deployment.title', {
        unit: `${deployment.stationId} ${deployment.stationName}`,
        place: deployment.place,
      })}
      extra={<Button onClick={onClose}>{t('mobile:action.close')}</Button>}
      data-testid="deployment-panel"
    >
      <Typography.Paragraph type="secondary">
        {period} · {deployment.reason}
      </Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'readings',
            label: t('mobile:deployment.tabs.readings'),
            children: <ReadingsTable deploymentId={deployment.id} />,
          },
          ...(canEnter
            ? [
                {
                  key: 'enter',
                  label: t('mobile:deployment.tabs.enter'),
                  children: (
                    <ReadingsEntryForm deploymentId={deployment.id} parameters={parameters} />
                  ),
                },
                {
                  key: 'import',
                  label: t('mobile:deployment.tabs.import'),
                  children: <ReadingsImport deploymentId={deployment.id} />,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
