import type { QaqcChangeSetsResponse } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qaqcKeys, revertChangeSet } from '../api/qaqc-api';
import { FormModal } from '../../../components/FormModal';
import { CompactTable } from '../../../components/CompactTable';
import { useChangeSetColumns } from '../../../components/useChangeSetColumns';

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
  const changeSetColumns = useChangeSetColumns({
    at: t('qaqc:col.at'),
    by: t('qaqc:col.by'),
    kind: t('qaqc:validation.kind'),
    station: t('qaqc:col.station'),
    parameters: t('qaqc:validation.parameters'),
    values: t('qaqc:validation.values'),
    firstTs: t('qaqc:validation.firstTs'),
    lastTs: t('qaqc:validation.lastTs'),
    reason: t('qaqc:validation.reason'),
  });
  const columns: TableColumnsType<ChangeSet> = [
    ...changeSetColumns,
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
