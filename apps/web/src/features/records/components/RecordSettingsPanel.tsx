import type { RecordModule, RecordSetting, RecordSettingBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import {
  recordKeys,
  recordSettingsQuery,
  recordStationsQuery,
  saveRecordSetting,
} from '../api/records-api';
import { FormModal } from '../../../components/FormModal';

/**
 * The stabilisation buffers and tolerances in force for the parameters of the module's stations
 * (and the default); a System Admin adds a version.
 */
export function RecordSettingsPanel({
  module,
  editable,
}: {
  module: RecordModule;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<RecordSettingBody & { parameterCode: string | null }>();
  const [open, setOpen] = useState(false);
  const settings = useQuery(recordSettingsQuery());
  const stations = useQuery(recordStationsQuery(module));
  const measured = new Set((stations.data ?? []).flatMap((st) => st.parameters.map((p) => p.code)));
  const save = useMutation({
    mutationFn: (body: RecordSettingBody) => saveRecordSetting(body),
    onSuccess: () => {
      void message.success(t('records:settings.saved'));
      setOpen(false);
      void client.invalidateQueries({ queryKey: recordKeys.all });
    },
    onError: (e) => void message.error(e.message),
  });
  const change = (s?: RecordSetting) => {
    form.setFieldsValue(
      s ?? { parameterCode: '', bufferMinutes: 15, absTolerance: 0, relTolerancePct: 10 },
    );
    setOpen(true);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('records:settings.hint')}
      </Typography.Paragraph>
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {editable && <Button onClick={() => change()}>{t('records:action.add')}</Button>}
      <Table<RecordSetting>
        rowKey={(s) => s.parameterCode ?? ''}
        size="small"
        loading={settings.isPending}
        dataSource={(settings.data ?? []).filter(
          (x) => x.parameterCode === null || measured.has(x.parameterCode),
        )}
        pagination={false}
        columns={[
          {
            title: t('records:col.parameter'),
            dataIndex: 'parameterCode',
            render: (v: string | null) => v ?? t('records:settings.default'),
          },
          { title: t('records:col.buffer'), dataIndex: 'bufferMinutes', align: 'right' },
          { title: t('records:col.absTolerance'), dataIndex: 'absTolerance', align: 'right' },
          { title: t('records:col.relTolerancePct'), dataIndex: 'relTolerancePct', align: 'right' },
          {
            title: t('records:col.validFrom'),
            dataIndex: 'validFrom',
            // The domain's seed is the first version, in force from the start.
            render: (v: string) =>
              Date.parse(v) === 0 ? t('records:settings.initial') : formatDateTime(v, language),
          },
          { title: t('records:col.setBy'), dataIndex: 'setBy' },
          ...(editable
            ? [
                {
                  title: t('records:col.actions'),
                  render: (_: unknown, s: RecordSetting) => (
                    <Button size="small" onClick={() => change(s)}>
                      {t('records:action.change')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormModal
        form={form}
        draft="record-settings"
        open={open}
        title={t('records:settings.title')}
        okText={t('records:action.save')}
        cancelText={t('records:action.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form
          form={form}
          layout="vertical"
          name="record-setting"
          onFinish={(v) => save.mutate({ ...v, parameterCode: v.parameterCode?.trim() || null })}
        >
          <Form.Item
            name="parameterCode"
            label={t('records:col.parameter')}
            extra={t('records:settings.default')}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="bufferMinutes"
            label={t('records:col.buffer')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={1440} precision={0} />
          </Form.Item>
          <Form.Item
            name="absTolerance"
            label={t('records:col.absTolerance')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item
            name="relTolerancePct"
            label={t('records:col.relTolerancePct')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={100} />
          </Form.Item>
        </Form>
      </FormModal>
    </Space>
  );
}
