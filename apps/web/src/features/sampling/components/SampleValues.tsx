import type { SamplingValidationResponse } from '@eqmp/domain';
import { Button, Space, Tag } from 'antd';
import { shownValue } from '../utils/result-text';
import type { EditTarget } from './ValueEditModal';

type Station = SamplingValidationResponse['stations'][number];
type Sample = Station['samples'][number];

/**
 * A sample's values, each with its qualifiers and why it is not valid; while the sample awaits a
 * decision, an officer who decides opens a value for a level-2 edit with `onEdit`.
 */
export function SampleValues({
  station,
  sample: s,
  canDecide,
  onEdit,
}: {
  station: Station;
  sample: Sample;
  canDecide: boolean;
  onEdit: (target: EditTarget) => void;
}) {
  return (
    <Space wrap size={4}>
      {s.results.map((r) => {
        const invalid = r.validity < 0;
        const text = `${r.parameterCode} ${shownValue(r)}${r.qualifiers.length ? ` [${r.qualifiers.join(',')}]` : ''}${invalid ? ` (${r.nullReason})` : ''}`;
        const editable =
          canDecide && (s.state === 'lab_verified' || s.state === 'reviewed') && s.collectedAt;
        return editable ? (
          <Button
            key={r.parameterCode}
            size="small"
            danger={invalid || r.autoFlag >= 3}
            onClick={() =>
              onEdit({
                stationId: station.stationId,
                parameterCode: r.parameterCode,
                ts: s.collectedAt!,
                value: r.value,
              })
            }
          >
            {text}
          </Button>
        ) : (
          <Tag
            key={r.parameterCode}
            color={invalid ? 'red' : r.autoFlag >= 3 ? 'orange' : undefined}
          >
            {text}
          </Tag>
        );
      })}
    </Space>
  );
}
