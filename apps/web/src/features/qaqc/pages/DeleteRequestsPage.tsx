import { canQaqc, localMonthKey } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { qaqcChangeSetsQuery } from '../api/qaqc-api';
import { ChangeSetsTable } from '../components/ChangeSetsTable';
import { DeleteRequestsPanel } from '../components/DeleteRequestsPanel';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';

/**
 * report/delete_request of the manual programmes and investigative studies: the same delete
 * requests as the continuous modules' data validation tab, and, for a QA/QC officer (Update
 * Flag), the change sets made in a month, so an approved deletion can be reverted.
 */
export function DeleteRequestsPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { ticked } = useSession();
  const { get, set } = useQaqcSelection();
  const canRevert = module !== undefined && canQaqc('updateFlag', module, ticked ?? []);
  const changedIn = /^\d{4}-\d{2}$/.test(get('changed') ?? '')
    ? get('changed')!
    : localMonthKey(new Date());
  const changeSets = useQuery({
    ...qaqcChangeSetsQuery({ module: module ?? 'MAQM', ...monthRange(changedIn) }),
    enabled: canRevert,
  });
  if (!module) return null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.delete_request')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('qaqc:delete.pageHint')}
      </Typography.Paragraph>
      <DeleteRequestsPanel module={module} />
      {canRevert && (
        <Card size="small" title={t('qaqc:validation.history')}>
          {changeSets.error && <Alert type="error" showIcon title={changeSets.error.message} />}
          <Space>
            <Typography.Text>{t('qaqc:validation.changedIn')}</Typography.Text>
            <DatePicker
              picker="month"
              aria-label={t('qaqc:validation.changedIn')}
              allowClear={false}
              value={dayjs(`${changedIn}-01`)}
              onChange={(d) => d && set({ changed: d.format('YYYY-MM') })}
            />
          </Space>
          <ChangeSetsTable rows={changeSets.data ?? []} loading={changeSets.isPending} canRevert />
        </Card>
      )}
    </Space>
  );
}
