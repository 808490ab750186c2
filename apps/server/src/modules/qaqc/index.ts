/** QA/QC: levels 1–3, the QA/QC report and delete requests. Other modules import only from here. */
export { qaqcModule } from './qaqc.module.js';
export { verificationOf } from './verification-of.js';
