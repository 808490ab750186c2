import type { ModuleCode } from '@eqmp/domain';
import { theme } from 'antd';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { buildClassPieOption, classPieSlices } from '../utils/class-pie';
import { FloatingPanel } from './FloatingPanel';

/** The pie of station classes (spec §4), with the group of stations the filters leave out. */
export function ClassPiePanel({
  module,
  shownClasses,
  totalStations,
  bounds,
  onClose,
}: {
  module: ModuleCode;
  shownClasses: readonly string[];
  totalStations: number;
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      buildClassPieOption(
        classPieSlices(module, shownClasses, totalStations, (key) => t(key), token.colorBorder),
        '#1d1d1d',
      ),
    [module, shownClasses, totalStations, t, token.colorBorder],
  );
  return (
    <FloatingPanel
      id="pie"
      title={t('maps:pie.title')}
      width={320}
      initial={{ left: Number.MAX_SAFE_INTEGER, top: 48 }}
      bounds={bounds}
      onClose={onClose}
    >
      <div data-testid="class-pie">
        <EChart height={240} option={option} />
      </div>
    </FloatingPanel>
  );
}
