import { SOJ_STATION_GROUPS, sojSides, type SojStation, type SojStationBody } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
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
    <FormModal
      form={form}
      draft={`soj-station-${station.id}`}
      open
      title={t('soj:stations.editTitle', { station: `${station.id} · ${station.name}` })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
    >
      <Form<SojStationBody>
        form={form}
        layout="vertical"
        initialValues={{ side: station.side, stationGroup: station.stationGroup }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="side" label={t('soj:col.side')}>
          <Select options={sojSides.map((s) => ({ value: s, label: t(`soj:side.${s}`) }))} />
        </Form.Item>
        <Form.Item name="stationGroup" label={t('soj:col.group')}>
          <Select options={SOJ_STATION_GROUPS.map((g) => ({ value: g, label: g }))} />
        </Form.Item>
      </Form>
      <QueryError error={save.error} />
    </FormModal>
  );
}
