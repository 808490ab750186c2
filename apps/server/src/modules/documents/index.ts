/** The document repository. Other modules import only from here. */
export { documentsModule } from './documents.module.js';
export { cleanFileName, versionOut } from './documents.service.js';
