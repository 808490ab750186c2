import { canUpdateAlerts, GROUP_OF_KIND, type ModuleCode } from '@eqmp/domain';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import type { AlertRow } from '@eqmp/domain';
import type { AlertStep } from '../api/alerts-api';
import { isPending } from '../utils/alert-format';

/** The row's buttons: history for everyone; the handling steps for holders of the Update role (the server checks again). */
export function AlertRowActions({
  row,
  module,
  onHistory,
  onStep,
}: {
  row: AlertRow;
  module: ModuleCode;
  onHistory: () => void;
  onStep: (step: AlertStep) => void;
}) {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const canUpdate = canUpdateAlerts(module, GROUP_OF_KIND[row.kind], ticked ?? []);
  const pending = isPending(row.status);
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onHistory}>
        {t('alerts:action.history')}
      </Button>
      {canUpdate && row.status === 'open' && (
        <Button type="link" size="small" onClick={() => onStep('acknowledge')}>
          {t('alerts:action.acknowledge')}
        </Button>
      )}
      {canUpdate && pending && (
        <Button type="link" size="small" onClick={() => onStep('assign')}>
          {t('alerts:action.assign')}
        </Button>
      )}
      {canUpdate && (
        <Button type="link" size="small" onClick={() => onStep('remark')}>
          {t('alerts:action.remark')}
        </Button>
      )}
      {canUpdate && pending && (
        <Button type="link" size="small" danger onClick={() => onStep('close')}>
          {t('alerts:action.close')}
        </Button>
      )}
    </Space>
  );
}
