import type { EdcInput, ParameterInput, SensorInput, StationInput } from '@eqmp/domain';
import { callApi } from '../../../lib/api-client';

export const saveStation = (body: StationInput, id?: string) =>
  id === undefined
    ? callApi('inventoryCreateStation', { body: { ...body, id: body.id ?? '' } })
    : callApi('inventoryUpdateStation', { params: { id }, body });
export const setStationActive = (id: string, isActive: boolean) =>
  callApi('inventorySetStationActive', { params: { id }, body: { isActive } });
export const setStationParameters = (id: string, codes: string[]) =>
  callApi('inventorySetStationParameters', { params: { id }, body: { codes } });
export const removeStationPicture = (id: string) =>
  callApi('inventoryRemoveStationPicture', { params: { id } });
export const removeGalleryPicture = (id: string, pictureId: number) =>
  callApi('inventoryRemoveGalleryPicture', { params: { id, pictureId } });
/** Issues or rotates the station's ingestion key; the answer is the only time the key is seen. */
export const issueIngestKey = (id: string) =>
  callApi('inventoryIssueIngestKey', { params: { id } });

export const saveParameter = (body: ParameterInput, code?: string) =>
  code === undefined
    ? callApi('inventoryCreateParameter', { body: { ...body, code: body.code ?? '' } })
    : callApi('inventoryUpdateParameter', { params: { code }, body });
export const setParameterActive = (code: string, isActive: boolean) =>
  callApi('inventorySetParameterActive', { params: { code }, body: { isActive } });

export const saveSensor = (body: SensorInput, id?: number) =>
  id === undefined
    ? callApi('inventoryCreateSensor', { body })
    : callApi('inventoryUpdateSensor', { params: { id }, body });
export const retireSensor = (id: number) => callApi('inventoryRetireSensor', { params: { id } });

export const saveEdc = (body: EdcInput, id?: number) =>
  id === undefined
    ? callApi('inventoryCreateEdc', { body })
    : callApi('inventoryUpdateEdc', { params: { id }, body });
export const retireEdc = (id: number) => callApi('inventoryRetireEdc', { params: { id } });
