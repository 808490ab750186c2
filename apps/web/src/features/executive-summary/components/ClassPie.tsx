import type { ClassCount, Medium } from '@eqmp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { readableTextColour } from '../../../lib/index-colours';
import { buildClassPieOption } from '../../../lib/class-pie-option';
import { classStyle } from '../utils/class-labels';

/** A pie of stations (or days) per class of a medium, in the classes' own colours. */
export function ClassPie({
  medium,
  counts,
  height = 220,
}: {
  medium: Medium;
  counts: readonly ClassCount[];
  height?: number;
}) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      buildClassPieOption(
        counts.map((c) => {
          const style = classStyle(medium, c.cls, t);
          return {
            name: style.label,
            value: c.count,
            colour: style.colour,
            textColour: readableTextColour(style.colour),
          };
        }),
      ),
    [counts, medium, t],
  );
  return <EChart option={option} height={height} />;
}
