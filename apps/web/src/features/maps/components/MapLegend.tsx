import type { ModuleCode } from '@eqmp/domain';
import { MODULES } from '@eqmp/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { classStyles, type ClassStyle } from '../utils/station-classes';

function Swatch({ style }: { style: ClassStyle }) {
  const radius = style.shape === 'circle' ? '50%' : 0;
  const clip = style.shape === 'triangle' ? 'polygon(50% 0, 100% 100%, 0 100%)' : undefined;
  return (
    <span
      aria-hidden
      className="eqmp-map-swatch"
      style={{ background: style.colour, borderRadius: radius, clipPath: clip }}
    />
  );
}

/** The legend of the station classes of a module, with how many shown stations are in each. */
export function MapLegend({
  module,
  counts,
}: {
  module: ModuleCode;
  counts: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const styles = classStyles(MODULES[module].medium).filter(
    (s) =>
      MODULES[module].medium !== 'marine' ||
      s.value === 'NA' ||
      (counts.get(s.value) ?? 0) > 0 ||
      s.value.endsWith('_COASTAL'),
  );
  return (
    <div className="eqmp-map-legend" data-testid="map-legend">
      <Typography.Text strong>{t('maps:legend.title')}</Typography.Text>
      {styles.map((style) => (
        <div key={style.value} className="eqmp-map-legend-row">
          <Swatch style={style} />
          <span>{t(style.labelKey)}</span>
          <span className="eqmp-map-legend-count">{counts.get(style.value) ?? 0}</span>
        </div>
      ))}
    </div>
  );
}
