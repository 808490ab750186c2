import { eqmpRoles, type EqmpModule, type EqmpPeriodRow, type EqmpPeriodType } from '@eqmp/domain';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { downloadEqmpReport, uploadEqmpReport } from '../api/eqmp-api';
import { PeriodUpload } from './PeriodUpload';

/** The buttons of one period: upload, download, details, review and deletion, as the user's roles allow. */
export function EqmpRowActions({
  module,
  periodType,
  row,
  decide,
  onStep,
  onHistory,
  onDone,
  onError,
}: {
  module: EqmpModule;
  periodType: EqmpPeriodType;
  row: EqmpPeriodRow;
  decide: (kind: 'submit' | 'approveDelete', id: number) => void;
  onStep: (kind: 'return' | 'requestDelete' | 'refuseDelete') => void;
  onHistory: () => void;
  onDone: () => void;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const { ticked, user } = useSession();
  const roles = eqmpRoles(module);
  const can = (role: string) => Boolean(ticked?.includes(role));
  const r = row.report;
  const uploadable = !r || r.status === 'under_review' || r.status === 'returned';
  return (
    <Space size="small" wrap>
      {can(roles.upload) && uploadable && (
        <PeriodUpload
          label={r ? t('eqmp:action.newVersion') : t('eqmp:action.upload')}
          period={row.period}
          send={(file, onProgress) =>
            uploadEqmpReport(module, periodType, row.period, file, onProgress)
          }
          onDone={onDone}
          onError={onError}
        />
      )}
      {r && (
        <Button
          size="small"
          onClick={() => void downloadEqmpReport(module, r.id, r.fileName).catch(onError)}
        >
          {t('eqmp:action.download')}
        </Button>
      )}
      {r && (
        <Button size="small" onClick={onHistory}>
          {t('eqmp:action.details')}
        </Button>
      )}
      {r?.status === 'under_review' && can(roles.review) && r.uploadedBy !== user?.username && (
        <>
          <Button size="small" type="primary" onClick={() => decide('submit', r.id)}>
            {t('eqmp:action.submit')}
          </Button>
          <Button size="small" onClick={() => onStep('return')}>
            {t('eqmp:action.return')}
          </Button>
        </>
      )}
      {r && r.status !== 'delete_requested' && can(roles.requestDelete) && (
        <Button size="small" danger onClick={() => onStep('requestDelete')}>
          {t('eqmp:action.requestDelete')}
        </Button>
      )}
      {r?.status === 'delete_requested' && can(roles.review) && (
        <>
          <Popconfirm
            title={t('eqmp:action.approveDeleteConfirm', { period: row.period, file: r.fileName })}
            okText={t('common:action.yes')}
            cancelText={t('common:action.no')}
            onConfirm={() => decide('approveDelete', r.id)}
          >
            <Button size="small" danger>
              {t('eqmp:action.approveDelete')}
            </Button>
          </Popconfirm>
          <Button size="small" onClick={() => onStep('refuseDelete')}>
            {t('eqmp:action.refuseDelete')}
          </Button>
        </>
      )}
    </Space>
  );
}
