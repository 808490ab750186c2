import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { Language } from '@eqmp/locales';
import { Segmented, Space, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../lib/preferences';

/** The language and theme switches of every header. */
export function PreferenceSwitches() {
  const { t } = useTranslation();
  const { language, setLanguage, theme, setTheme } = usePreferences();
  return (
    <Space size="middle">
      <Segmented<Language>
        aria-label={t('common:language.label')}
        size="small"
        value={language}
        onChange={setLanguage}
        options={[
          { value: 'en', label: <span title={t('common:language.en')}>EN</span> },
          { value: 'ms', label: <span title={t('common:language.ms')}>BM</span> },
        ]}
      />
      <Tooltip title={t(theme === 'dark' ? 'common:theme.light' : 'common:theme.dark')}>
        <Switch
          aria-label={t('common:theme.label')}
          checked={theme === 'dark'}
          onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          checkedChildren={<MoonOutlined />}
          unCheckedChildren={<SunOutlined />}
        />
      </Tooltip>
    </Space>
  );
}
