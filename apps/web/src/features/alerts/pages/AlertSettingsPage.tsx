import { findPageByPath, SETTING_PAGES, type SettingPage } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsQuery } from '../api/alerts-api';
import { RecipientList } from '../components/RecipientList';
import { SettingForm } from '../components/SettingForm';

/**
 * The System Admin alert settings pages (transmission, exceedance, outlier, npe1, npe2, pmalert):
 * the setting sets of the page (thresholds, durations, enable/disable) and their recipients.
 */
export function AlertSettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const page = findPageByPath(location.pathname)!.path.split('/').at(-1) as SettingPage;
  const { data, isPending } = useQuery(settingsQuery);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`alerts:settings.title.${page}`)}
      </Typography.Title>
      {isPending && <Spin />}
      {data &&
        SETTING_PAGES[page].map((key) => {
          const setting = data.settings.find((s) => s.key === key)!;
          return (
            <Card
              key={`${key}-${setting.updatedAt ?? 'default'}`}
              title={t(`alerts:settings.section.${key}`)}
            >
              <SettingForm setting={setting} />
              <div style={{ marginTop: 24 }}>
                <RecipientList
                  settingKey={key}
                  recipients={data.recipients.filter((r) => r.settingKey === key)}
                />
              </div>
            </Card>
          );
        })}
    </Space>
  );
}
