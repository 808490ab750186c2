import {
  canQaqc,
  localMonthKey,
  QAQC_PAGES,
  type RecordDetail,
  type RecordKind,
  type RecordModule,
} from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { ResultTag } from '../components/RecordTags';
import { useRecordTime } from './useRecordTime';

export type RecordParameter = RecordDetail['parameters'][number];

/**
 * The columns of a record's parameters: what it marked, a link to the values on the module's
 * level-2 page for those who may see it, and for a calibration its result and suspect period.
 */
export function useRecordParameterColumns(kind: RecordKind, module: RecordModule) {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const when = useRecordTime();
  // The values a record marked are reviewed on the module's level-2 page.
  const level2 = canQaqc('viewFlags', module, ticked ?? [])
    ? QAQC_PAGES.find((p) => p.module === module && p.path.endsWith('/qaqc_2nd_level'))?.path
    : undefined;
  return (r: RecordDetail) => [
    { title: t('records:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('records:col.buffer'), dataIndex: 'bufferMinutes', align: 'right' as const },
    { title: t('records:col.markedUntil'), dataIndex: 'markedUntil', render: when },
    { title: t('records:col.marked'), dataIndex: 'marked', align: 'right' as const },
    ...(level2
      ? [
          {
            title: t('records:col.values'),
            render: (_: unknown, p: RecordParameter) => (
              <Link
                to={`${level2}?station=${encodeURIComponent(r.stationId)}&parameter=${encodeURIComponent(p.parameterCode)}&month=${localMonthKey(r.from)}&flagged=1`}
              >
                {t('records:action.openLevel2', { parameter: p.parameterCode })}
              </Link>
            ),
          },
        ]
      : []),
    ...(kind === 'calibration'
      ? [
          {
            title: t('records:col.result'),
            dataIndex: 'passed',
            render: (v: boolean | null) => <ResultTag passed={v} />,
          },
          {
            title: t('records:col.suspect'),
            render: (_: unknown, p: RecordParameter) =>
              p.suspectFrom ? `${when(p.suspectFrom)} – ${when(p.suspectTo)}` : '–',
          },
        ]
      : []),
  ];
}
