import type { QaqcChangeSetsResponse } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { qaqcKeys, revertChangeSet } from '../api/qaqc-api';
import { FormModal } from '../../../components/FormModal';
import { CompactTable } from '../../../components/CompactTable';

type ChangeSet = QaqcChangeSetsResponse[number];

/**
 * The change sets made in a month, newest first. A QA/QC officer's edit (or a revert) can be
 * reverted: its values go back to what they were before it, as a new change set with a reason.
 */
export function ChangeSetsTable({
  rows,
  loading,
  canRevert,
}: {
  rows: readonly ChangeSet[];
  loading: boolean;
  canRevert: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [target, setTarget] = useState<ChangeSet | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const revert = useMutation({
    mutationFn: (v: { id: string; reason: string }) => revertChangeSet(v.id, v.reason),
    onSuccess: (r) => {
      void message.success(t('qaqc:revert.done', { count: r.changed }));
      setTarget(null);
      form.resetFields();
      void client.invalidateQueries({ queryKey: qaqcKeys.all });
    },
    onError: (e: Error) => void message.error(e.message),
  });
  const when = (v: string) => formatDateTime(v, language);
  const columns: TableColumnsType<ChangeSet> = [
    { title: t('qaqc:col.at'), dataIndex: 'at', render: when },
    { title: t('qaqc:col.by'), dataIndex: 'username' },
    {
      title: t('qaqc:validation.kind'),
      dataIndex: 'kind',
      render: (k: string) => t(`qaqc:kind.${k}`),
    },
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    {
      title: t('qaqc:validation.parameters'),
      dataIndex: 'parameterCodes',
      render: (v: string[]) => v.join(', '),
    },
    { title: t('qaqc:validation.values'), dataIndex: 'values', align: 'right' },
    { title: t('qaqc:validation.firstTs'), dataIndex: 'firstTs', render: when },
    { title: t('qaqc:validation.lastTs'), dataIndex: 'lastTs', render: when },
    { title: t('qaqc:validation.reason'), dataIndex: 'reason' },
    ...(canRevert
      ? [
          {
            key: 'revert',
            title: t('qaqc:revert.column'),
            render: (_: unknown, row: ChangeSet) =>
              row.revertible ? (
                <Button size="small" onClick={() => setTarget(row)}>
                  {t('qaqc:revert.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <>
      <CompactTable<ChangeSet>
        rowKey="changeSet"
        columns={columns}
        dataSource={[...rows]}
        loading={loading}
      />
      <FormModal
        form={form}
        open={target !== null}
        title={t('qaqc:revert.title')}
        okText={t('qaqc:revert.confirm', { count: target?.values ?? 0 })}
        cancelText={t('common:action.cancel')}
        confirmLoading={revert.isPending}
        maskClosable={false}
        onCancel={() => setTarget(null)}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => revert.mutate({ id: target!.changeSet, reason: v.reason }))
        }
      >
        <p>
          {t('qaqc:revert.explain', {
            count: target?.values ?? 0,
            station: target?.stationId ?? '',
            parameters: target?.parameterCodes.join(', ') ?? '',
          })}
        </p>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('qaqc:edit.reason')}
            rules={[{ required: true, whitespace: true, message: t('qaqc:edit.reasonRequired') }]}
          >
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}
