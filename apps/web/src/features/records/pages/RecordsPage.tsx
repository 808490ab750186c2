import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordDeleteRequests } from '../components/RecordDeleteRequests';
import { RecordDetailView } from '../components/RecordDetailView';
import { RecordList } from '../components/RecordList';
import { RecordSettingsPanel } from '../components/RecordSettingsPanel';
import { useRecordsPage } from '../hooks/useRecordsPage';
import { IntroPage } from '../../../components/IntroPage';

/**
 * maintenance_record / calibration_record (river and marine: maintenance / calibration): a
 * continuous module's records with filters, one record (`?id=`), the form, delete requests and
 * the buffers and tolerances in force.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const page = useRecordsPage();
  const { module, kind, openId } = page;
  if (!module) return null;
  const tab = page.get('tab') ?? 'records';
  return (
    <IntroPage
      title={
        <>
          {t(`records:page.${kind}`)} — {t(`common:module.${module}`)}
        </>
      }
      intro={t(`records:hint.${kind}`)}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => page.set({ tab: key === 'records' ? undefined : key, id: undefined })}
        items={[
          {
            key: 'records',
            label: t('records:tab.records'),
            children:
              openId === undefined ? (
                <RecordList page={page} module={module} />
              ) : (
                <RecordDetailView page={page} module={module} id={openId} />
              ),
          },
          {
            key: 'deletes',
            label: t('records:tab.deletes'),
            children: <RecordDeleteRequests page={page} module={module} />,
          },
          {
            key: 'settings',
            label: t('records:tab.settings'),
            children: <RecordSettingsPanel module={module} editable={page.isAdmin} />,
          },
        ]}
      />
    </IntroPage>
  );
}
