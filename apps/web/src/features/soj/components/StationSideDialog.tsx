import { SOJ_STATION_GROUPS, sojSides, type SojStation, type SojStationBody } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SaveFormModal } from '../../../components/SaveFormModal';
import { updateSojStation } from '../api/soj-api';
import { QueryError } from './QueryError';

/** The planner records which side of the Straits a station is on, and its group. */
export function StationSideDialog({
  station,
  onClose,
}: {
  station: SojStation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SojStationBody>();
  const save = useMutation({
    mutationFn: (body: SojStationBody) => updateSojStation(station.id, body),
    onSuccess: () => {
      void message.success(t('common:action.saved'));
      void client.invalidateQueries({ queryKey: ['soj'] });
      onClose();
    },
  });
  return (
    <SaveFormModal
      form={form}
      draft={`soj-station-${station.id}`}
      title={t('soj:stations.editTitle', { station: `${station.id} · ${station.name}` })}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={onClose}
      initialValues={{ side: station.side, stationGroup: station.stationGroup }}
    >
      <Form.Item name="side" label={t('soj:col.side')}>
        <Select options={sojSides.map((s) => ({ value: s, label: t(`soj:side.${s}`) }))} />
      </Form.Item>
      <Form.Item name="stationGroup" label={t('soj:col.group')}>
        <Select options={SOJ_STATION_GROUPS.map((g) => ({ value: g, label: g }))} />
      </Form.Item>
      <QueryError error={save.error} />
    </SaveFormModal>
  );
}
