import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { caseReportUrl, type CaseItem, type InvestigativeModule } from '@eqmp/domain';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { dashColumn } from '../../../lib/dash-column';

/** IDs and dates stay on one line; the title wraps. */
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * The columns of the case register: ID, title, state, start date, year, stations, samples, last
 * sample, and the links to the case's report and (for those who may) its edit.
 */
export function useCaseColumns({
  module,
  canEdit,
  onEdit,
}: {
  module: InvestigativeModule;
  canEdit: boolean;
  onEdit: (row: CaseItem) => void;
}): TableColumnsType<CaseItem> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    { title: t('investigative:column.id'), dataIndex: 'id', onCell: noWrap },
    { title: t('investigative:column.caseTitle'), dataIndex: 'caseTitle', width: '28%' },
    dashColumn(t('investigative:column.state'), 'stateName'),
    {
      title: t('investigative:column.startDate'),
      dataIndex: 'caseStartDate',
      onCell: noWrap,
      render: (day: string) => formatDay(day),
    },
    { title: t('investigative:column.year'), dataIndex: 'year' },
    {
      title: t('investigative:column.stations'),
      dataIndex: 'stations',
      render: (stations: CaseItem['stations']) => (
        <Space size={[4, 4]} wrap>
          {stations.map((s) => (
            <Tag key={s.id} title={s.name}>
              {s.id}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('investigative:column.samples'),
      dataIndex: 'samples',
      align: 'right',
      render: (n: number) => formatNumber(n, language),
    },
    {
      title: t('investigative:column.lastSample'),
      dataIndex: 'lastSampleAt',
      onCell: noWrap,
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, row) => (
        <Space>
          <Link to={caseReportUrl(module, row.id, row.year)}>
            <FileTextOutlined /> {t('investigative:action.openReport')}
          </Link>
          {canEdit && (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('investigative:action.editCase', { id: row.id })}
              onClick={() => onEdit(row)}
            >
              {t('investigative:action.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
