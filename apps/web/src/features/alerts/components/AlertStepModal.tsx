import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import {
  alertKeys,
  assigneesQuery,
  handleAlert,
  type AlertStep,
  type AlertStepValues,
} from '../api/alerts-api';
import { FormModal } from '../../../components/FormModal';

const DONE: Record<AlertStep, string> = {
  acknowledge: 'acknowledged',
  assign: 'assigned',
  remark: 'remark',
  close: 'closed',
};

/** The form of one handling step (acknowledge with an optional note, assign, remarks, close with a reason). */
export function AlertStepModal({
  alertId,
  step,
  onClose,
}: {
  alertId: string;
  step: AlertStep;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AlertStepValues>();
  const assignees = useQuery({ ...assigneesQuery(step === 'assign' ? alertId : null) });
  const submit = useMutation({
    mutationFn: (values: AlertStepValues) => handleAlert(alertId, step, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      void message.success(t(`alerts:done.${DONE[step]}`));
      onClose();
    },
    onError: (e) => void showError(e),
  });
  const noteField = step === 'close' ? 'reason' : 'note';
  const noteRequired = step === 'close' || step === 'remark';
  return (
    <FormModal
      form={form}
      open
      title={t(`alerts:action.${step}`)}
      okText={t('alerts:action.submit')}
      cancelText={t('alerts:action.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => submit.mutate(values)}>
        {step === 'assign' && (
          <Form.Item
            name="userId"
            label={t('alerts:form.assignee')}
            rules={[{ required: true, message: t('alerts:form.assigneeRequired') }]}
            extra={assignees.data?.length === 0 ? t('alerts:form.noAssignees') : undefined}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={assignees.isPending}
              data-testid="alert-assignee"
              options={(assignees.data ?? []).map((u) => ({
                value: u.id,
                label: `${u.fullName} (${u.username})`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name={noteField}
          label={t(step === 'close' ? 'alerts:form.reason' : 'alerts:form.remarks')}
          rules={
            noteRequired
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t(
                      step === 'close'
                        ? 'alerts:form.reasonRequired'
                        : 'alerts:form.remarkRequired',
                    ),
                  },
                ]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={2000} data-testid="alert-note" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
