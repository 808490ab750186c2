import type { ApiDef } from '../routes/api-def.js';
import { anySamplingRoles, type SamplingAction } from './sampling-access.js';

const any = (...actions: SamplingAction[]) => ({ anyOf: anySamplingRoles(...actions) });

/**
 * The manual programmes' API. Each entry admits the action's role of any manual module; the
 * handler narrows to the module of the station or sample concerned.
 */
export const SAMPLING_API_ENTRIES = {
  samplingStations: {
    method: 'GET',
    url: '/api2/sampling/stations',
    access: any('view', 'summary'),
  },
  samplingSchedules: { method: 'GET', url: '/api2/sampling/schedules', access: any('plan') },
  samplingCreateSchedule: { method: 'POST', url: '/api2/sampling/schedules', access: any('plan') },
  samplingProgress: { method: 'GET', url: '/api2/sampling/progress', access: any('plan', 'view') },
  samplingSamples: { method: 'GET', url: '/api2/sampling/samples', access: any('view') },
  samplingSample: { method: 'GET', url: '/api2/sampling/samples/:id', access: any('view') },
  samplingMissed: {
    method: 'POST',
    url: '/api2/sampling/samples/:id/missed',
    access: any('plan', 'enter'),
  },
  samplingField: { method: 'POST', url: '/api2/sampling/samples/:id/field', access: any('enter') },
  samplingPhotoUpload: {
    method: 'POST',
    url: '/api2/sampling/samples/:id/photos',
    access: any('enter'),
  },
  samplingPhoto: { method: 'GET', url: '/api2/sampling/photos/:id', access: any('view') },
  samplingMove: {
    method: 'POST',
    url: '/api2/sampling/samples/:id/moves',
    access: any('enter', 'review'),
  },
  samplingResults: {
    method: 'PUT',
    url: '/api2/sampling/samples/:id/results',
    access: any('enter'),
  },
  samplingVerify: {
    method: 'POST',
    url: '/api2/sampling/samples/:id/verify',
    access: any('enter'),
  },
  samplingBatches: { method: 'GET', url: '/api2/sampling/batches', access: any('enter') },
  samplingCreateBatch: { method: 'POST', url: '/api2/sampling/batches', access: any('enter') },
  samplingBatch: { method: 'GET', url: '/api2/sampling/batches/:id', access: any('enter') },
  samplingAddQc: { method: 'POST', url: '/api2/sampling/batches/:id/qc', access: any('enter') },
  samplingImportUpload: { method: 'POST', url: '/api2/sampling/imports', access: any('enter') },
  samplingImportPreview: {
    method: 'POST',
    url: '/api2/sampling/imports/:id/preview',
    access: any('enter'),
  },
  samplingImportConfirm: {
    method: 'POST',
    url: '/api2/sampling/imports/:id/confirm',
    access: any('enter'),
  },
  samplingMappings: { method: 'GET', url: '/api2/sampling/mappings', access: any('enter') },
  samplingSaveMapping: { method: 'POST', url: '/api2/sampling/mappings', access: any('enter') },
  samplingQcObjectives: {
    method: 'GET',
    url: '/api2/sampling/qc-objectives',
    access: { anyOf: ['System Admin', ...anySamplingRoles('enter', 'validate')] },
  },
  samplingAddQcObjective: {
    method: 'POST',
    url: '/api2/sampling/qc-objectives',
    access: { anyOf: ['System Admin'] },
  },
  samplingValidation: { method: 'GET', url: '/api2/sampling/validation', access: any('validate') },
  samplingReview: {
    method: 'POST',
    url: '/api2/sampling/validation/review',
    access: any('review'),
  },
  samplingApprove: {
    method: 'POST',
    url: '/api2/sampling/validation/approve',
    access: any('review'),
  },
  samplingPublish: {
    method: 'POST',
    url: '/api2/sampling/validation/publish',
    access: any('review'),
  },
  samplingMonitoring: { method: 'GET', url: '/api2/sampling/monitoring', access: any('summary') },
} as const satisfies Record<string, ApiDef>;
