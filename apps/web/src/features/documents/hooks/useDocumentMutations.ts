import type { DocumentFolder, DocumentSummary, DocumentUpdateBody } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useSession } from '../../../lib/session';
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  documentKeys,
  restoreDocument,
  updateDocument,
  updateFolder,
} from '../api/documents-api';
import type { FolderValues } from '../components/FolderModal';

/**
 * The repository's changes: saving a folder (new or the chosen one) or a document's details,
 * deleting a folder or a document, restoring one from the bin. Each refreshes the lists and
 * says so; a failure opens the message dialog.
 */
export function useDocumentMutations({
  folderModal,
  folder,
  editing,
  onFolderSaved,
  onFolderDeleted,
  onDocumentSaved,
}: {
  folderModal: 'new' | 'edit' | null;
  folder: DocumentFolder | null;
  editing: DocumentSummary | null;
  onFolderSaved: () => void;
  onFolderDeleted: () => void;
  onDocumentSaved: () => void;
}) {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const onError = (error: unknown) => void showError(error);
  const saveFolder = useMutation({
    mutationFn: (v: FolderValues): Promise<unknown> =>
      folderModal === 'edit' && folder
        ? updateFolder(
            folder.id,
            ticked?.includes('System Admin') ? v : { name: v.name, parentId: v.parentId },
          )
        : createFolder(
            ticked?.includes('System Admin')
              ? v
              : { name: v.name, parentId: v.parentId ?? folder?.id ?? null },
          ),
    onSuccess: () => (onFolderSaved(), refresh(), void message.success(t('documents:saved'))),
    onError,
  });
  const removeFolder = useMutation({
    mutationFn: (id: number) => deleteFolder(id),
    onSuccess: () => (onFolderDeleted(), refresh()),
    onError,
  });
  const saveDocument = useMutation({
    mutationFn: (body: DocumentUpdateBody) => updateDocument(editing!.id, body),
    onSuccess: () => (onDocumentSaved(), refresh(), void message.success(t('documents:saved'))),
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => (refresh(), void message.success(t('documents:deleted'))),
    onError,
  });
  const restore = useMutation({
    mutationFn: restoreDocument,
    onSuccess: () => (refresh(), void message.success(t('documents:restored'))),
    onError,
  });
  return { refresh, onError, saveFolder, removeFolder, saveDocument, remove, restore };
}
