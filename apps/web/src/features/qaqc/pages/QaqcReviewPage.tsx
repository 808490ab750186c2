import type { QaqcEditBody, QaqcValue } from '@eqmp/domain';
import { canQaqc, displayUnit, formatValue, levelsDecidedOnQaqcPages } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Space,
  Switch,
  Table,
  Tag,
  theme,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import {
  editValues,
  markReviewed,
  qaqcKeys,
  qaqcStationsQuery,
  qaqcValuesQuery,
  qualityCodesQuery,
} from '../api/qaqc-api';
import { EditPanel } from '../components/EditPanel';
import { HistoryDrawer } from '../components/HistoryDrawer';
import { LevelTag } from '../components/LevelTag';
import { LevelsElsewhere } from '../components/LevelsElsewhere';
import { QaqcFilters } from '../components/QaqcFilters';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { buildValuesOption } from '../utils/build-values-option';
import { monthRange } from '../utils/month-range';

const FLAG_COLOURS: Record<number, string> = { 3: 'warning', 4: 'error', 9: 'default' };

/** qaqc_2nd_level: a station parameter's month of values with their flags, chart above, level-2 edits and review. */
export function QaqcReviewPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const session = useSession();
  const module = useQaqcModule();
  const { value: sel, set, get } = useQaqcSelection();
  const [selected, setSelected] = useState<string[]>([]);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const client = useQueryClient();
  const asOf = get('asOf');
  const flaggedOnly = get('flagged') === '1';
  const stations = useQuery({
    ...qaqcStationsQuery(module ?? 'CAQM'),
    enabled: module !== undefined,
  });
  const codes = useQuery(qualityCodesQuery());
  const range = monthRange(sel.month);
  const ready = sel.stationId !== undefined && sel.parameterCode !== undefined;
  const values = useQuery({
    ...qaqcValuesQuery({
      stationId: sel.stationId ?? '',
      parameterCode: sel.parameterCode ?? '',
      ...range,
      asOf,
    }),
    enabled: ready,
  });
  const canUpdate =
    module !== undefined && canQaqc('updateFlag', module, session.ticked ?? []) && !asOf;
  // Awaited: the action ends (and says so) once the table, chart and level show its outcome.
  const refresh = () => client.invalidateQueries({ queryKey: qaqcKeys.all });

  const edit = useMutation({
    mutationFn: (body: QaqcEditBody) => editValues(body),
    onSuccess: async (r) => {
      setSelected([]);
      await refresh();
      void message.success(t('qaqc:edit.done', { count: r.changed }));
    },
    onError: (e) => void message.error(e.message),
  });
  const review = useMutation({
    mutationFn: () =>
      markReviewed({ stationId: sel.stationId!, parameterCode: sel.parameterCode!, ...range }),
    onSuccess: async () => {
      await refresh();
      void message.success(t('qaqc:review.done'));
    },
    onError: (e) => void message.error(e.message),
  });

  const data = values.data;
  const unit = displayUnit(data?.unit);
  /** A value with the parameter's own decimals, '–' for none. */
  const shown = (v: number | null) =>
    v === null ? '–' : formatValue(v, data?.decimals ?? 2, language);
  const option = useMemo(
    () =>
      buildValuesOption(
        data?.values ?? [],
        { raw: t('qaqc:col.raw'), current: t('qaqc:col.value'), unit },
        { raw: token.colorTextTertiary, current: token.colorPrimary, flagged: token.colorError },
      ),
    [data, unit, t, token.colorTextTertiary, token.colorPrimary, token.colorError],
  );
  if (!module) return null;

  const columns: TableColumnsType<QaqcValue> = [
    {
      title: t('qaqc:col.time'),
      dataIndex: 'ts',
      render: (v: string) => formatDateTime(v, language),
    },
    {
      title: t('qaqc:col.raw'),
      dataIndex: 'raw',
      align: 'right',
      render: (v: number | null) => shown(v),
    },
    {
      title: t('qaqc:col.value'),
      dataIndex: 'value',
      align: 'right',
      render: (v: number | null, r) =>
        r.changed && v !== r.raw ? <Typography.Text strong>{shown(v)}</Typography.Text> : shown(v),
    },
    {
      title: t('qaqc:col.validity'),
      dataIndex: 'validity',
      render: (v: number) => (
        <Tag color={v > 0 ? 'success' : 'error'}>{t(`qaqc:validity.${v}`)}</Tag>
      ),
    },
    {
      title: t('qaqc:col.nullReason'),
      dataIndex: 'nullReason',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('qaqc:col.qualifiers'),
      dataIndex: 'qualifiers',
      render: (v: string[]) => v.join(' '),
    },
    {
      title: t('qaqc:col.flags'),
      dataIndex: 'flags',
      render: (flags: QaqcValue['flags']) =>
        flags.map((f) => (
          <Tooltip
            key={f.check}
            title={t('qaqc:flag.detail', {
              min: f.min ?? '–',
              max: f.max ?? '–',
              compared: f.compared ?? '–',
            })}
          >
            <Tag
              color={FLAG_COLOURS[f.flag] ?? 'default'}
              tabIndex={0}
            >{`${t(`qaqc:check.${f.check}`)} (${t(`qaqc:qartod.${f.flag}`)})`}</Tag>
          </Tooltip>
        )),
    },
    {
      title: t('qaqc:col.level'),
      dataIndex: 'level',
      render: (v: QaqcValue['level']) => <LevelTag level={v} />,
    },
    {
      title: t('qaqc:col.history'),
      key: 'history',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => setHistoryOf(r.ts)}>
          {t('qaqc:history.open')}
        </Button>
      ),
    },
  ];

  const apply = (e: QaqcEditBody['edit'], reason: string, scope: 'selected' | 'period') =>
    edit.mutateAsync({
      stationId: sel.stationId!,
      parameterCodes: [sel.parameterCode!],
      edit: e,
      reason,
      ...(scope === 'selected' ? { timestamps: selected } : range),
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.qaqc_2nd_level')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <Space wrap>
        <QaqcFilters stations={stations.data} value={sel} onChange={set} />
        <DatePicker
          showTime
          aria-label={t('qaqc:filter.asOf')}
          placeholder={t('qaqc:filter.asOf')}
          value={asOf ? dayjs(asOf) : null}
          onChange={(d) => set({ asOf: d ? d.toISOString() : undefined })}
        />
        <Space size="small">
          <Switch
            id="qaqc-flagged-only"
            checked={flaggedOnly}
            onChange={(on) => set({ flagged: on ? '1' : undefined })}
          />
          <label htmlFor="qaqc-flagged-only">{t('qaqc:filter.flaggedOnly')}</label>
        </Space>
      </Space>
      {!levelsDecidedOnQaqcPages(module) && <LevelsElsewhere module={module} />}
      {values.error && <Alert type="error" showIcon title={values.error.message} />}
      {!ready && <Alert type="info" showIcon title={t('qaqc:pick')} />}
      {data && (
        <Space wrap>
          <Typography.Text>{t('qaqc:periodLevel')}</Typography.Text>
          <LevelTag level={data.level} />
          {asOf && <Tag>{t('qaqc:asOfShown', { date: formatDateTime(asOf, language) })}</Tag>}
          {canUpdate && levelsDecidedOnQaqcPages(module) && (
            <Button
              onClick={() => review.mutate()}
              loading={review.isPending}
              disabled={
                data.values.length === 0 || data.level === 'approved' || data.level === 'reviewed'
              }
            >
              {t('qaqc:review.mark')}
            </Button>
          )}
        </Space>
      )}
      {ready && (
        <Card
          size="small"
          title={t('qaqc:chart', { parameter: sel.parameterCode })}
          loading={values.isPending}
        >
          <EChart option={option} height={300} />
        </Card>
      )}
      {canUpdate && ready && data?.level !== 'approved' && (
        <EditPanel
          codes={codes.data ?? []}
          selected={selected.length}
          period={{
            station: sel.stationId!,
            parameter: sel.parameterCode!,
            month: sel.month,
            count: data?.values.length ?? 0,
          }}
          busy={edit.isPending}
          onApply={apply}
        />
      )}
      {ready && (
        <Table<QaqcValue>
          rowKey="ts"
          size="small"
          columns={columns}
          dataSource={(data?.values ?? []).filter(
            (v) => !flaggedOnly || v.autoFlag >= 3 || v.changed,
          )}
          loading={values.isPending}
          rowSelection={
            canUpdate
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
              : undefined
          }
          pagination={{
            defaultPageSize: 50,
            showSizeChanger: true,
            pageSizeOptions: [24, 50, 100, 288],
          }}
          locale={{ emptyText: t('common:table.empty') }}
        />
      )}
      <HistoryDrawer
        target={
          historyOf && sel.stationId && sel.parameterCode
            ? { stationId: sel.stationId, parameterCode: sel.parameterCode, ts: historyOf }
            : null
        }
        onClose={() => setHistoryOf(null)}
      />
    </Space>
  );
}
