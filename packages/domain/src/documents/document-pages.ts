import { DOCUMENT_REPOSITORY_ACCESS } from './document-api-entries.js';

/** The document repository's page (spec §2 More → doc_repository), spread into `PAGES` with one line. */
export const DOCUMENT_PAGES = [
  {
    id: 'docRepository',
    path: '/eqmp/app/edc/doc_repository',
    access: DOCUMENT_REPOSITORY_ACCESS,
    titleKey: 'documents:title',
    menu: { section: 'edc', order: 40 },
  },
] as const;
