import { anyTopLevelRole as roles } from '../access/functions.js';
import type { ApiDef } from './api-def.js';
import {
  pollingStationsResponse,
  rawReadingsQuery,
  rawReadingsResponse,
  transmissionMonitoringQuery,
  transmissionMonitoringResponse,
} from '../contracts/polling.js';
import {
  smsGatewayBody,
  smsListQuery,
  smsListResponse,
  smsMessage,
  smsParams,
} from '../contracts/sms.js';

const SMS_POLL_TABLE = roles('SMS Poll Table');

/**
 * The data polling system: transmission monitoring, the raw readings and their pickers, and the
 * SMS poll table with the gateway's webhook (its key is checked by the handler). Spread into
 * `API` with one line.
 */
export const POLLING_API_ENTRIES = {
  pollingTransmission: {
    method: 'GET',
    url: '/api2/polling/transmission',
    access: roles('Data Transmission Monitoring'),
    query: transmissionMonitoringQuery,
    response: transmissionMonitoringResponse,
  },
  pollingRaw: {
    method: 'GET',
    url: '/api2/polling/raw',
    access: roles('Raw Data'),
    query: rawReadingsQuery,
    response: rawReadingsResponse,
  },
  pollingStations: {
    method: 'GET',
    url: '/api2/polling/stations',
    access: roles('Raw Data', 'Data Transmission Monitoring', 'SMS Poll Table'),
    response: pollingStationsResponse,
  },

  ingestSms: {
    method: 'POST',
    url: '/api2/ingest/sms',
    access: 'public',
    body: smsGatewayBody,
    response: smsMessage,
  },
  pollingSms: {
    method: 'GET',
    url: '/api2/polling/sms',
    access: SMS_POLL_TABLE,
    query: smsListQuery,
    response: smsListResponse,
  },
  pollingSmsReparse: {
    method: 'POST',
    url: '/api2/polling/sms/:id/reparse',
    access: SMS_POLL_TABLE,
    params: smsParams,
    response: smsMessage,
  },
} as const satisfies Record<string, ApiDef>;
