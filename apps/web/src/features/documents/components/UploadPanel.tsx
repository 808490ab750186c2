import { InboxOutlined } from '@ant-design/icons';
import { App, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Progressing {
  readonly uid: string;
  readonly name: string;
  readonly percent: number;
  readonly failed: boolean;
}

/**
 * Drag-and-drop (or chosen) upload of several files, each sent on its own with a named progress
 * bar, so one refused file does not stop the others.
 */
export function UploadPanel({
  disabled,
  send,
  onUploaded,
}: {
  disabled: boolean;
  send: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [items, setItems] = useState<Progressing[]>([]);
  const update = (uid: string, change: Partial<Progressing>) =>
    setItems((all) => all.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        multiple
        disabled={disabled}
        showUploadList={false}
        customRequest={({ file }) => {
          const f = file as File & { uid: string };
          setItems((all) => [
            ...all.filter((i) => i.uid !== f.uid),
            { uid: f.uid, name: f.name, percent: 0, failed: false },
          ]);
          send(f, (percent) => update(f.uid, { percent }))
            .then(() => {
              update(f.uid, { percent: 100 });
              onUploaded();
            })
            .catch((error: unknown) => {
              update(f.uid, { failed: true });
              void message.error(
                t('documents:upload.failed', {
                  name: f.name,
                  message: error instanceof Error ? error.message : String(error),
                }),
              );
            });
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('documents:upload.drop')}</p>
        <p className="ant-upload-hint">
          {disabled ? t('documents:upload.chooseFolder') : t('documents:upload.hint')}
        </p>
      </Upload.Dragger>
      {items.map((item) => (
        <div key={item.uid}>
          <Typography.Text>{item.name}</Typography.Text>
          <Progress
            percent={item.percent}
            status={item.failed ? 'exception' : item.percent === 100 ? 'success' : 'active'}
            aria-label={t('documents:upload.progress', { name: item.name })}
          />
        </div>
      ))}
    </Space>
  );
}
