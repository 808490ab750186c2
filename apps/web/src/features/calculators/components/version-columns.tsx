import type { Language } from '@eqmp/locales';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/format';
import { ConfidenceTag } from './ConfidenceTag';
import { VersionStatusTag } from './VersionStatusTag';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';

/** What a table of one kind of standards versions is given: the versions, and today (to tell the one in force). */
export interface VersionTableProps<T> {
  items: readonly T[];
  today: string;
}

/** The translation, language and column titles the standards versions tables are written in. */
export function useVersionText() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return { t, language, col: (key: string) => t(`calculators:standards.column.${key}`) };
}

interface VersionRow {
  effectiveFrom: string;
  inForce: boolean;
  confidence: Parameters<typeof ConfidenceTag>[0]['confidence'];
  provisional?: boolean;
}

/** The source of a version and, unless `createdBy` is false, who entered it. */
export function sourceColumns<T extends { source: string }>(
  t: TFunction,
  { createdBy = true }: { createdBy?: boolean } = {},
): TableColumnsType<T> {
  const col = (key: string) => t(`calculators:standards.column.${key}`);
  return [
    { title: col('source'), dataIndex: 'source', width: 220, ellipsis: { showTitle: true } },
    ...(createdBy ? [{ title: col('createdBy'), dataIndex: 'createdBy' }] : []),
  ];
}

/**
 * The columns every standards-version table shares: effective date, status, confidence and,
 * for kinds that can be provisional, that flag.
 */
export function versionColumns<T extends VersionRow>(
  t: TFunction,
  language: Language,
  today: string,
  { provisional }: { provisional: boolean },
): TableColumnsType<T> {
  const col = (key: string) => t(`calculators:standards.column.${key}`);
  return [
    {
      title: col('effectiveFrom'),
      key: 'effectiveFrom',
      render: (_, r) => formatDay(r.effectiveFrom),
    },
    {
      title: col('status'),
      key: 'status',
      width: 140,
      render: (_, r) => (
        <VersionStatusTag inForce={r.inForce} effectiveFrom={r.effectiveFrom} today={today} />
      ),
    },
    {
      title: col('confidence'),
      key: 'confidence',
      width: 170,
      render: (_, r) => <ConfidenceTag confidence={r.confidence} />,
    },
    ...(provisional
      ? [
          {
            title: col('provisional'),
            key: 'provisional',
            render: (_: unknown, r: T) =>
              r.provisional ? (
                <Tag color="warning">{t('calculators:standards.provisional')}</Tag>
              ) : (
                '–'
              ),
          },
        ]
      : []),
  ];
}
