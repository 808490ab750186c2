import { useSearchParams } from 'react-router';
import { ALL_FOLDERS } from '../components/FolderTree';

/** What the repository shows, kept in the address: the folder, search, module, year and the bin (for a writer). */
export function useDocumentParams(writer: boolean) {
  const [params, setParams] = useSearchParams();
  const folderId = Number(params.get('folder') ?? ALL_FOLDERS);
  const q = params.get('q') ?? '';
  const module = params.get('module') ?? undefined;
  const year = params.get('year') ? Number(params.get('year')) : undefined;
  const bin = writer && params.get('bin') === '1';
  const setParam = (key: string, value: string | undefined) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  return { folderId, q, module, year, bin, setParam };
}
