import type { RecordDetail, RecordKind } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { attachFile, saveRecord } from '../api/records-api';
import { toRecordForm, type RecordFormValues } from '../utils/record-form';

/** Saves a record (new, or `record`), then sends its attachments one by one, and says what it marked. */
export function useSaveRecord(
  kind: RecordKind,
  record: RecordDetail | undefined,
  files: UploadFile[],
  onSaved: (id: number) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: RecordFormValues) => {
      const saved = await saveRecord(toRecordForm(kind, v), record?.id);
      for (const f of files)
        await attachFile(kind, saved.record.id, f.originFileObj as File).catch((e: Error) =>
          message.error(t('records:uploadFailed', { file: f.name, message: e.message })),
        );
      return saved;
    },
    onSuccess: (saved) => {
      void message.success(t('records:saved', saved.marks));
      if (saved.marks.keptByPerson > 0)
        void message.warning(t('records:keptByPerson', { count: saved.marks.keptByPerson }));
      // The values of other pages (QA/QC, reports) changed too.
      void client.invalidateQueries();
      onSaved(saved.record.id);
    },
    onError: (e) => void message.error(e.message),
  });
}
