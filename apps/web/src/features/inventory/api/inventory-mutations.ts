import { API } from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';
import { urlOf } from './inventory-api';
import type {
  EdcInput,
  EdcRow,
  ParameterInput,
  ParameterRow,
  SensorInput,
  SensorRow,
  StationFull,
  StationInput,
} from './inventory-types';

export const saveStation = (body: StationInput, id?: string) =>
  id === undefined
    ? apiRequest<StationFull>(API.inventoryCreateStation.url, { method: 'POST', body })
    : apiRequest<StationFull>(urlOf(API.inventoryUpdateStation.url, { id }), {
        method: 'PUT',
        body,
      });
export const setStationActive = (id: string, isActive: boolean) =>
  apiRequest<StationFull>(urlOf(API.inventorySetStationActive.url, { id }), {
    method: 'POST',
    body: { isActive },
  });
export const setStationParameters = (id: string, codes: string[]) =>
  apiRequest<StationFull>(urlOf(API.inventorySetStationParameters.url, { id }), {
    method: 'PUT',
    body: { codes },
  });
export const removeStationPicture = (id: string) =>
  apiRequest<null>(urlOf(API.inventoryRemoveStationPicture.url, { id }), { method: 'DELETE' });
export const removeGalleryPicture = (id: string, pictureId: number) =>
  apiRequest<null>(urlOf(API.inventoryRemoveGalleryPicture.url, { id, pictureId }), {
    method: 'DELETE',
  });
/** Issues or rotates the station's ingestion key; the answer is the only time the key is seen. */
export const issueIngestKey = (id: string) =>
  apiRequest<{ key: string; rotated: boolean }>(urlOf(API.inventoryIssueIngestKey.url, { id }), {
    method: 'POST',
  });

export const saveParameter = (body: ParameterInput, code?: string) =>
  code === undefined
    ? apiRequest<ParameterRow>(API.inventoryCreateParameter.url, { method: 'POST', body })
    : apiRequest<ParameterRow>(urlOf(API.inventoryUpdateParameter.url, { code }), {
        method: 'PUT',
        body,
      });
export const setParameterActive = (code: string, isActive: boolean) =>
  apiRequest<ParameterRow>(urlOf(API.inventorySetParameterActive.url, { code }), {
    method: 'POST',
    body: { isActive },
  });

export const saveSensor = (body: SensorInput, id?: number) =>
  id === undefined
    ? apiRequest<SensorRow>(API.inventoryCreateSensor.url, { method: 'POST', body })
    : apiRequest<SensorRow>(urlOf(API.inventoryUpdateSensor.url, { id }), { method: 'PUT', body });
export const retireSensor = (id: number) =>
  apiRequest<SensorRow>(urlOf(API.inventoryRetireSensor.url, { id }), { method: 'POST' });

export const saveEdc = (body: EdcInput, id?: number) =>
  id === undefined
    ? apiRequest<EdcRow>(API.inventoryCreateEdc.url, { method: 'POST', body })
    : apiRequest<EdcRow>(urlOf(API.inventoryUpdateEdc.url, { id }), { method: 'PUT', body });
export const retireEdc = (id: number) =>
  apiRequest<EdcRow>(urlOf(API.inventoryRetireEdc.url, { id }), { method: 'POST' });
