import type { DocumentFolder } from '@eqmp/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadDocument } from '../api/documents-api';
import { UploadPanel } from './UploadPanel';

/** Uploads files into the chosen folder, for who may write it. */
export function FolderUploadCard({
  folder,
  onUploaded,
}: {
  folder: DocumentFolder | null;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('documents:upload.title')}>
      <UploadPanel
        disabled={!folder?.canWrite}
        send={(file, onProgress) =>
          // Files dropped before a folder is chosen are refused with the hint, not lost silently.
          folder
            ? uploadDocument({ folderId: folder.id }, file, onProgress)
            : Promise.reject(new Error(t('documents:upload.chooseFolder')))
        }
        onUploaded={onUploaded}
      />
    </Card>
  );
}
