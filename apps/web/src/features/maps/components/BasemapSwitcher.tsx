import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapService } from '@eqmp/domain';

export const OFFLINE_BASEMAP = 'offline';

/**
 * The basemap choice: the offline boundaries (always available, drawn beneath) or an online
 * basemap through the server's proxy, with its attribution shown on the map.
 */
export function BasemapSwitcher({
  services,
  value,
  onChange,
}: {
  services: readonly MapService[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('maps:basemap.label')}
      data-testid="basemap"
      style={{ width: 200 }}
      value={value}
      onChange={onChange}
      options={[
        { value: OFFLINE_BASEMAP, label: t('maps:basemap.offline') },
        ...services.map((s) => ({
          value: s.id,
          label: t(`maps:basemap.service.${s.id}`, { defaultValue: s.id }),
        })),
      ]}
    />
  );
}
