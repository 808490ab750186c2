import type { TrendAnalysis, TrendPeriod } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type Series = TrendAnalysis['series'][number];

/** The trend results' columns: the station, the Mann–Kendall figures, Sen's slope and the verdict. */
export function useTrendColumns(
  unit: string | null | undefined,
  period: TrendPeriod,
): TableColumnsType<Series> {
  const { t } = useTranslation();
  const name = (s: Series) => s.name || t('executiveSummary:trend.allStations');
  const fixed = (v: number, digits: number) => v.toFixed(digits);
  return [
    { title: t('reports:field.station'), key: 'name', render: (_, s) => name(s) },
    { title: 'n', key: 'n', align: 'right', render: (_, s) => s.trend?.n ?? '–' },
    { title: 'S', key: 's', align: 'right', render: (_, s) => s.trend?.s ?? '–' },
    {
      title: 'Z',
      key: 'z',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.z, 3) : '–'),
    },
    {
      title: 'p',
      key: 'p',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.pValue, 4) : '–'),
    },
    {
      title: unit
        ? t('executiveSummary:trend.slope', {
            unit,
            per: t(`executiveSummary:trend.per.${period}`),
          })
        : t('executiveSummary:trend.slopeIndex', {
            per: t(`executiveSummary:trend.per.${period}`),
          }),
      key: 'slope',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.senSlope, 3) : '–'),
    },
    {
      title: t('executiveSummary:trend.result'),
      key: 'result',
      render: (_, s) =>
        s.trend ? (
          <Tag color={s.trend.significant ? 'processing' : 'default'}>
            {t(`executiveSummary:trend.direction.${s.trend.direction}`)} ·{' '}
            {t(`executiveSummary:trend.${s.trend.significant ? 'significant' : 'notSignificant'}`)}
          </Tag>
        ) : (
          t('executiveSummary:trend.tooShort')
        ),
    },
  ];
}
