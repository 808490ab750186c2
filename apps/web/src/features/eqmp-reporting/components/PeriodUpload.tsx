import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The upload button of one period, with a named progress bar while the file is sent. */
export function PeriodUpload({
  label,
  period,
  send,
  onDone,
  onError,
}: {
  label: string;
  period: string;
  send: (file: File, onProgress: (p: number) => void) => Promise<unknown>;
  onDone: () => void;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <>
      <Upload
        accept=".pdf,.docx,.xlsx"
        showUploadList={false}
        customRequest={({ file }) => {
          setPercent(0);
          send(file as File, setPercent)
            .then(onDone, onError)
            .finally(() => setPercent(null));
        }}
      >
        <Button size="small" icon={<UploadOutlined />} aria-label={`${label} ${period}`}>
          {label}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          size="small"
          percent={percent}
          aria-label={`${t('eqmp:action.upload')} ${period}`}
        />
      )}
    </>
  );
}
