import type {
  LabImportMapping,
  SamplingConfirmResponse,
  SamplingImportResponse,
  SamplingModule,
  SamplingPreviewResponse,
} from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmImport, previewImport, samplingKeys, uploadImport } from '../api/sampling-api';

/**
 * A lab import's state and steps: the uploaded file, its column mapping, the name to save the
 * mapping as, the preview and the outcome; upload, check (preview) and confirm.
 */
export function useLabImport(module: SamplingModule, batchId: number) {
  const client = useQueryClient();
  const [file, setFile] = useState<SamplingImportResponse | null>(null);
  const [mapping, setMapping] = useState<LabImportMapping>({});
  const [saveAs, setSaveAs] = useState('');
  const [preview, setPreview] = useState<SamplingPreviewResponse | null>(null);
  const [outcome, setOutcome] = useState<SamplingConfirmResponse | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadImport({ module, batchId }, f),
    onSuccess: (r) => {
      setFile(r);
      setMapping(r.mappings[0]?.mapping ?? r.suggested);
      setPreview(null);
      setOutcome(null);
    },
  });
  const check = useMutation({
    mutationFn: () => previewImport(file!.id, { mapping }),
    onSuccess: setPreview,
  });
  const confirm = useMutation({
    mutationFn: () =>
      confirmImport(file!.id, { mapping, ...(saveAs.trim() ? { saveAs: saveAs.trim() } : {}) }),
    onSuccess: (r) => {
      setOutcome(r);
      setFile(null);
      setPreview(null);
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  return {
    file,
    mapping,
    setMapping,
    saveAs,
    setSaveAs,
    preview,
    setPreview,
    outcome,
    upload,
    check,
    confirm,
  };
}
