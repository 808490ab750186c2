import type {
  CalibrationPointKind,
  CalibrationType,
  MaintenanceType,
  RecordDetail,
  RecordKind,
} from '@eqmp/domain';
import type { Dayjs } from 'dayjs';
import type { RecordForm } from '../api/records-api';
import { instantOf, pickerValueOf } from './kl-datetime';

/** The values of the record form. */
export interface RecordFormValues {
  stationId: string;
  from: Dayjs;
  to: Dayjs;
  type: string;
  parameterCodes: string[];
  people: string[];
  remarks?: string;
  points?: {
    parameterCode: string;
    kind: CalibrationPointKind;
    expected: number;
    measured: number;
  }[];
}

/** The form's starting values: the record's own, or a new record at the given station. */
export const recordFormInitial = (
  record: RecordDetail | undefined,
  initialStation: string | undefined,
) =>
  record
    ? {
        stationId: record.stationId,
        from: pickerValueOf(record.from),
        to: pickerValueOf(record.to),
        type: record.type,
        parameterCodes: record.parameterCodes,
        people: record.people,
        remarks: record.remarks,
        points: record.points.map(({ parameterCode, kind: k, expected, measured }) => ({
          parameterCode,
          kind: k,
          expected,
          measured,
        })),
      }
    : { stationId: initialStation, people: [], points: [] };

/** The form's values as the API's body of a record of that kind. */
export function toRecordForm(kind: RecordKind, v: RecordFormValues): RecordForm {
  const common = {
    stationId: v.stationId,
    from: instantOf(v.from),
    to: instantOf(v.to),
    parameterCodes: v.parameterCodes,
    people: v.people,
    remarks: v.remarks ?? '',
  };
  return kind === 'calibration'
    ? {
        kind,
        body: { ...common, type: v.type as CalibrationType, points: v.points ?? [] },
      }
    : { kind, body: { ...common, type: v.type as MaintenanceType } };
}
