import type { RecordKind } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { recordKeys, requestRecordDelete } from '../api/records-api';

/** Asks for the reason to delete a record and sends the request; the reason is the caller's to keep. */
export function RequestDeleteModal({
  kind,
  id,
  open,
  reason,
  onReason,
  onClose,
}: {
  kind: RecordKind;
  id: number;
  open: boolean;
  reason: string;
  onReason: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const ask = useMutation({
    mutationFn: () => requestRecordDelete(kind, id, reason),
    onSuccess: () => {
      void message.success(t('records:delete.requested'));
      onClose();
      void client.invalidateQueries({ queryKey: recordKeys.all });
    },
    onError: (e) => void message.error(e.message),
  });
  return (
    <FormModal
      dirty={reason.trim() !== ''}
      open={open}
      title={t('records:action.requestDelete')}
      okText={t('records:action.requestDelete')}
      cancelText={t('records:action.cancel')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
      confirmLoading={ask.isPending}
      onOk={() => ask.mutate()}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label={t('records:delete.reason')}
        placeholder={t('records:delete.reason')}
        maxLength={500}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
      />
    </FormModal>
  );
}
