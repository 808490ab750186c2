/** Exports of reports and queries (CSV, XLSX, PDF), their jobs and signed download links. */
export {
  createExportService,
  type ExportChart,
  type ExportColumn,
  type ExportService,
  type ExportTable,
} from './export.service.js';
export { exportsModule } from './exports.module.js';
export { pagedBatches } from './export-table.js';
export { csvChunks } from './write-csv.js';
