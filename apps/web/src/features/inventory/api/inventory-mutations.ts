import {
  apiPath,
  type EdcInput,
  type EdcRow,
  type IngestKey,
  type ParameterInput,
  type ParameterRow,
  type SensorInput,
  type SensorRow,
  type StationFull,
  type StationInput,
} from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';

export const saveStation = (body: StationInput, id?: string) =>
  id === undefined
    ? apiRequest<StationFull>(apiPath('inventoryCreateStation'), { method: 'POST', body })
    : apiRequest<StationFull>(apiPath('inventoryUpdateStation', { id }), {
        method: 'PUT',
        body,
      });
export const setStationActive = (id: string, isActive: boolean) =>
  apiRequest<StationFull>(apiPath('inventorySetStationActive', { id }), {
    method: 'POST',
    body: { isActive },
  });
export const setStationParameters = (id: string, codes: string[]) =>
  apiRequest<StationFull>(apiPath('inventorySetStationParameters', { id }), {
    method: 'PUT',
    body: { codes },
  });
export const removeStationPicture = (id: string) =>
  apiRequest<null>(apiPath('inventoryRemoveStationPicture', { id }), { method: 'DELETE' });
export const removeGalleryPicture = (id: string, pictureId: number) =>
  apiRequest<null>(apiPath('inventoryRemoveGalleryPicture', { id, pictureId }), {
    method: 'DELETE',
  });
/** Issues or rotates the station's ingestion key; the answer is the only time the key is seen. */
export const issueIngestKey = (id: string) =>
  apiRequest<IngestKey>(apiPath('inventoryIssueIngestKey', { id }), {
    method: 'POST',
  });

export const saveParameter = (body: ParameterInput, code?: string) =>
  code === undefined
    ? apiRequest<ParameterRow>(apiPath('inventoryCreateParameter'), { method: 'POST', body })
    : apiRequest<ParameterRow>(apiPath('inventoryUpdateParameter', { code }), {
        method: 'PUT',
        body,
      });
export const setParameterActive = (code: string, isActive: boolean) =>
  apiRequest<ParameterRow>(apiPath('inventorySetParameterActive', { code }), {
    method: 'POST',
    body: { isActive },
  });

export const saveSensor = (body: SensorInput, id?: number) =>
  id === undefined
    ? apiRequest<SensorRow>(apiPath('inventoryCreateSensor'), { method: 'POST', body })
    : apiRequest<SensorRow>(apiPath('inventoryUpdateSensor', { id }), { method: 'PUT', body });
export const retireSensor = (id: number) =>
  apiRequest<SensorRow>(apiPath('inventoryRetireSensor', { id }), { method: 'POST' });

export const saveEdc = (body: EdcInput, id?: number) =>
  id === undefined
    ? apiRequest<EdcRow>(apiPath('inventoryCreateEdc'), { method: 'POST', body })
    : apiRequest<EdcRow>(apiPath('inventoryUpdateEdc', { id }), { method: 'PUT', body });
export const retireEdc = (id: number) =>
  apiRequest<EdcRow>(apiPath('inventoryRetireEdc', { id }), { method: 'POST' });
