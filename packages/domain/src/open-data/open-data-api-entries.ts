import type { ApiDef } from '../routes/api-def.js';
import {
  ogcCollectionParams,
  ogcCollectionResponse,
  ogcCollectionsResponse,
  ogcConformanceResponse,
  ogcFormatQuery,
  ogcItemParams,
  ogcItemsQuery,
  ogcLandingResponse,
  openDataFileParams,
  openDataFilesResponse,
  staQuery,
  staRelatedParams,
  staResourceParams,
  staRootResponse,
} from '../contracts/open-data.js';
import { OGC_API_ROOT, OPEN_DATA_FILES_URL, STA_ROOT } from './open-data-entries.js';

/**
 * The open data services (docs/open-data.md), all public. The OGC API's definition, its GeoJSON
 * features, the SensorThings entities and the gzipped CSV files have no JSON contract of their
 * own (an open-ended document, or a file): their routes name the media type they answer.
 */
export const OPEN_DATA_API_ENTRIES = {
  ogcLanding: {
    method: 'GET',
    url: OGC_API_ROOT,
    access: 'public',
    query: ogcFormatQuery,
    response: ogcLandingResponse,
  },
  ogcApiDocument: {
    method: 'GET',
    url: `${OGC_API_ROOT}/api`,
    access: 'public',
    query: ogcFormatQuery,
  },
  ogcConformance: {
    method: 'GET',
    url: `${OGC_API_ROOT}/conformance`,
    access: 'public',
    query: ogcFormatQuery,
    response: ogcConformanceResponse,
  },
  ogcCollections: {
    method: 'GET',
    url: `${OGC_API_ROOT}/collections`,
    access: 'public',
    query: ogcFormatQuery,
    response: ogcCollectionsResponse,
  },
  ogcCollection: {
    method: 'GET',
    url: `${OGC_API_ROOT}/collections/:collectionId`,
    access: 'public',
    params: ogcCollectionParams,
    query: ogcFormatQuery,
    response: ogcCollectionResponse,
  },
  ogcItems: {
    method: 'GET',
    url: `${OGC_API_ROOT}/collections/:collectionId/items`,
    access: 'public',
    params: ogcCollectionParams,
    query: ogcItemsQuery,
  },
  ogcItem: {
    method: 'GET',
    url: `${OGC_API_ROOT}/collections/:collectionId/items/:featureId`,
    access: 'public',
    params: ogcItemParams,
    query: ogcFormatQuery,
  },
  staRoot: {
    method: 'GET',
    url: STA_ROOT,
    access: 'public',
    query: staQuery,
    response: staRootResponse,
  },
  staResource: {
    method: 'GET',
    url: `${STA_ROOT}/:resource`,
    access: 'public',
    params: staResourceParams,
    query: staQuery,
  },
  staRelated: {
    method: 'GET',
    url: `${STA_ROOT}/:resource/:related`,
    access: 'public',
    params: staRelatedParams,
    query: staQuery,
  },
  openDataFiles: {
    method: 'GET',
    url: OPEN_DATA_FILES_URL,
    access: 'public',
    response: openDataFilesResponse,
  },
  openDataFile: {
    method: 'GET',
    url: `${OPEN_DATA_FILES_URL}/:name`,
    access: 'public',
    params: openDataFileParams,
  },
} as const satisfies Record<string, ApiDef>;
