import { DatePicker, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { useQaqcSelection } from '../hooks/useQaqcSelection';
import { QaqcFilters } from './QaqcFilters';

type Selection = ReturnType<typeof useQaqcSelection>;

/**
 * The 2nd-level page's choices: station, parameters and month (a move to another clears what was
 * chosen on the old one), the values as they were at an instant, and flagged values only.
 */
export function ReviewToolbar({
  stations,
  selection,
  asOf,
  flaggedOnly,
  onMove,
}: {
  stations: ComponentProps<typeof QaqcFilters>['stations'];
  selection: Selection;
  asOf: string | undefined;
  flaggedOnly: boolean;
  onMove: Selection['set'];
}) {
  const { t } = useTranslation();
  const { value, set } = selection;
  return (
    <Space wrap>
      <QaqcFilters stations={stations} value={value} onChange={onMove} multiple />
      <DatePicker
        showTime
        aria-label={t('qaqc:filter.asOf')}
        placeholder={t('qaqc:filter.asOf')}
        value={asOf ? dayjs(asOf) : null}
        onChange={(d) => set({ asOf: d ? d.toISOString() : undefined })}
      />
      <Space size="small">
        <Switch
          id="qaqc-flagged-only"
          checked={flaggedOnly}
          onChange={(on) => set({ flagged: on ? '1' : undefined })}
        />
        <label htmlFor="qaqc-flagged-only">{t('qaqc:filter.flaggedOnly')}</label>
      </Space>
    </Space>
  );
}
