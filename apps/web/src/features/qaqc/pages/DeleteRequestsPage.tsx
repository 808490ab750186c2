import { canQaqc } from '@eqmp/domain';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ChangedInPicker } from '../components/ChangedInPicker';
import { ChangeSetsTable } from '../components/ChangeSetsTable';
import { DeleteRequestsPanel } from '../components/DeleteRequestsPanel';
import { useChangeSets } from '../hooks/useChangeSets';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { IntroPage } from '../../../components/IntroPage';

/**
 * report/delete_request of the manual programmes and investigative studies: the same delete
 * requests as the continuous modules' data validation tab, and, for a QA/QC officer (Update
 * Flag), the change sets made in a month, so an approved deletion can be reverted.
 */
export function DeleteRequestsPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { ticked } = useSession();
  const canRevert = module !== undefined && canQaqc('updateFlag', module, ticked ?? []);
  const { changedIn, changeSets, setChangedIn } = useChangeSets(module, canRevert);
  if (!module) return null;
  return (
    <IntroPage
      title={
        <>
          {t('qaqc:page.delete_request')} — {t(`common:module.${module}`)}
        </>
      }
      intro={t('qaqc:delete.pageHint')}
    >
      <DeleteRequestsPanel module={module} />
      {canRevert && (
        <Card size="small" title={t('qaqc:validation.history')}>
          {changeSets.error && <Alert type="error" showIcon title={changeSets.error.message} />}
          <ChangedInPicker month={changedIn} onChange={setChangedIn} />
          <ChangeSetsTable rows={changeSets.data ?? []} loading={changeSets.isPending} canRevert />
        </Card>
      )}
    </IntroPage>
  );
}
