import { DownloadOutlined } from '@ant-design/icons';
import {
  apiPath,
  EQR_CHAPTER,
  EQR_EXPORT_FORMATS,
  findPageByPath,
  localParts,
  type EqrAirResponse,
  type EqrMarineResponse,
  type EqrModule,
  type EqrRiverResponse,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { callApi, downloadWithToken } from '../../../lib/api-client';
import { AirChapter } from '../components/AirChapter';
import { MarineChapter } from '../components/MarineChapter';
import { RiverChapter } from '../components/RiverChapter';
import { IntroPage } from '../../../components/IntroPage';

/** The chapter's introduction: what it holds and how it was compiled. */
const INTRO = { air: 'eqr:air.intro', river: 'eqr:intro', marine: 'eqr:marine.intro' } as const;

/**
 * {module}/report/eqr_reporting: the year's EQR chapter of the module's medium (air, river or
 * marine) as tables and charts, with the data level it rests on and its exports.
 */
export function EqrReportingPage() {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const module = findPageByPath(useLocation().pathname)!.module as EqrModule;
  const chapter = EQR_CHAPTER[module];
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || localParts(Date.now()).year - 1;
  const eqr = useQuery({
    queryKey: ['eqr', module, year],
    queryFn: () => callApi(`eqr${module}`, { query: { year } }),
  });
  const data = eqr.data;

  return (
    <IntroPage title={`${t('eqr:title')} · ${module}`} intro={t(INTRO[chapter])}>
      <Space wrap>
        <InputNumber
          aria-label={t('eqr:year')}
          min={2000}
          max={2100}
          value={year}
          onChange={(v) => v && setParams((p) => (p.set('year', String(v)), p))}
        />
        {EQR_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            disabled={!data?.stations}
            onClick={() =>
              void downloadWithToken(
                apiPath(`eqrExport${module}`, {}, { year, format }),
                `eqr-${module.toLowerCase()}-${year}.${format}`,
              ).catch((e: unknown) => void showError(e))
            }
          >
            {t(`eqr:export.${format}`)}
          </Button>
        ))}
      </Space>
      {eqr.error && <Alert type="error" showIcon title={eqr.error.message} />}
      {data && (
        <Alert
          type={data.dataLevel === 'approved' ? 'success' : 'info'}
          showIcon
          title={
            data.stations
              ? t('eqr:levelLine', {
                  level: data.dataLevel ? t(`eqr:level.${data.dataLevel}`) : t('eqr:na'),
                  stations: data.stations,
                })
              : t('eqr:noData')
          }
          description={t('eqr:levelNote')}
        />
      )}
      {data && data.stations > 0 && chapter === 'air' && (
        <AirChapter data={data as EqrAirResponse} />
      )}
      {data && data.stations > 0 && chapter === 'river' && (
        <RiverChapter data={data as EqrRiverResponse} />
      )}
      {data && data.stations > 0 && chapter === 'marine' && (
        <MarineChapter data={data as EqrMarineResponse} />
      )}
    </IntroPage>
  );
}
