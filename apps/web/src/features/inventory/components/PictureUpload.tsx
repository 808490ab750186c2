import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { PICTURE_MAX_MB, PICTURE_TYPES, pictureProblem } from '../utils/picture-check';

/**
 * A button that picks one picture, checks its type and size here first (the server checks the
 * bytes again), and hands it to `send`.
 */
export function PictureUpload({
  label,
  send,
  onSent,
  replaces,
}: {
  label: string;
  send: (file: File) => Promise<unknown>;
  onSent: () => void;
  /** Asked before sending when the upload deletes a picture for good (a replaced main picture). */
  replaces?: string;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { showError } = useMessageDialog();
  const [isSending, setSending] = useState(false);
  return (
    <Upload
      accept={PICTURE_TYPES.join(',')}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        const problem = pictureProblem(file);
        if (problem) {
          void message.error(t(problem.key, problem.values));
          return Upload.LIST_IGNORE;
        }
        if (!replaces) return true;
        return new Promise<boolean>((resolve) => {
          void modal.confirm({
            title: replaces,
            okText: t('common:action.yes'),
            cancelText: t('common:action.no'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setSending(true);
        send(file as File)
          .then((result) => {
            onSuccess?.(result);
            void message.success(t('inventory:picture.uploaded'));
            onSent();
          })
          .catch((error: unknown) => {
            onError?.(error as Error);
            void showError(error);
          })
          .finally(() => setSending(false));
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={isSending}
        title={t('inventory:picture.hint', { max: PICTURE_MAX_MB })}
      >
        {label}
      </Button>
    </Upload>
  );
}
