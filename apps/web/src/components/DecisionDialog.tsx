import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from './FormModal';

export type Decision = 'approve' | 'reject';

/**
 * Confirms a decision on another officer's request (deleting data or a record): says what the
 * decision does, asks for a note that the requester will read, and acts only on confirmation.
 * A click outside never closes it; Cancel or Esc leave the request as it was.
 */
export function DecisionDialog({
  decision,
  summary,
  busy,
  onCancel,
  onConfirm,
}: {
  /** Null: closed. */
  decision: Decision | null;
  /** What the request is about, in the user's language (station, parameter, period, reason). */
  summary: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  return (
    <FormModal
      form={form}
      open={decision !== null}
      title={t(`common:decision.${decision ?? 'approve'}Title`)}
      okText={t(`common:decision.${decision ?? 'approve'}`)}
      okButtonProps={{ danger: decision === 'approve' }}
      cancelText={t('common:action.cancel')}
      confirmLoading={busy}
      maskClosable={false}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onConfirm(v.note.trim()))}
    >
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t(`common:decision.${decision ?? 'approve'}Explain`)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="note"
          label={t('common:decision.note')}
          rules={[{ required: true, whitespace: true, message: t('common:decision.noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
