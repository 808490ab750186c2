import { AimOutlined, LineChartOutlined } from '@ant-design/icons';
import { caseReportUrl, isInvestigativeModule, PAGES } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapStationAttributes } from '@eqmp/domain';
import { identifyQuery } from '../api/map-api';
import { textOnClass } from '../map/station-style';
import { styleOfClass } from '../utils/station-classes';
import type { ViewerConfig } from '../utils/viewer-config';
import { FloatingPanel } from './FloatingPanel';
import type { StationPanelProps } from './StationChartsPanel';
import { IdentifyAttributes } from './IdentifyAttributes';

/** The identify panel's body height (spec §9). */
export const IDENTIFY_HEIGHT = 336;

/** The monthly report of a station's investigative case, if that report page exists. */
export function caseReportLink(
  config: ViewerConfig,
  attributes: MapStationAttributes,
): string | null {
  if (!isInvestigativeModule(config.module) || !attributes.CASE_ID || !attributes.YEAR) return null;
  const url = caseReportUrl(config.module, attributes.CASE_ID, attributes.YEAR);
  return PAGES.some((page) => page.path === url.split('?')[0]) ? url : null;
}

/** Feature identify (spec §2): every field of the clicked station, asked without geometry. */
export function IdentifyPanel({
  config,
  stationId,
  bounds,
  onClose,
  onFocus,
  onCharts,
  unapproved = false,
}: StationPanelProps & { onFocus: () => void; onCharts: () => void }) {
  const { t } = useTranslation();
  const identify = useQuery(identifyQuery(config.module, stationId, unapproved));
  const attributes = identify.data;
  const report = attributes ? caseReportLink(config, attributes) : null;
  const classStyle = styleOfClass(config.module, attributes?.CLASS);
  return (
    <FloatingPanel
      id="identify"
      title={t('maps:identify.title', { id: stationId })}
      width={360}
      height={IDENTIFY_HEIGHT}
      initial={{ left: 16, top: 16 }}
      bounds={bounds}
      onClose={onClose}
    >
      {identify.isPending && <Spin />}
      {identify.isError && <Alert type="error" showIcon title={identify.error.message} />}
      {attributes === null && <Alert type="warning" showIcon title={t('maps:identify.notFound')} />}
      {attributes && (
        <Space direction="vertical" style={{ width: '100%' }} size={8}>
          <Space wrap>
            <Tag
              data-testid="identify-class"
              style={{
                background: classStyle.colour,
                color: textOnClass(config.module, attributes.CLASS),
                borderColor: classStyle.colour,
              }}
            >
              {t(classStyle.labelKey)}
            </Tag>
            <Button size="small" icon={<AimOutlined />} onClick={onFocus}>
              {t('maps:identify.zoom')}
            </Button>
            <Button
              size="small"
              icon={<LineChartOutlined />}
              onClick={onCharts}
              data-testid="identify-charts"
            >
              {t('maps:identify.charts')}
            </Button>
            {report && (
              <Link to={report} data-testid="identify-report">
                {t('maps:identify.monthlyReport')}
              </Link>
            )}
          </Space>
          <IdentifyAttributes attributes={attributes} />
        </Space>
      )}
    </FloatingPanel>
  );
}
