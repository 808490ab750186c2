import { describe, expect, it } from 'vitest';
import { MODULE_CODES } from '../modules.js';
import { REPORT_MODULES } from '../reports/index.js';
import { API } from './api.js';
import { apiPath, moduleApiName } from './api-path.js';

describe('apiPath', () => {
  it('fills and encodes path parameters', () => {
    expect(apiPath('inventoryStation', { id: 'CA 09/P' })).toBe(
      '/api2/inventory/stations/CA%2009%2FP',
    );
  });

  it('appends a query string, repeating array values and leaving out empty ones', () => {
    expect(
      apiPath('alerts', {}, { module: 'CAQM', status: ['open', 'ack'], q: '', page: undefined }),
    ).toBe('/api2/alerts?module=CAQM&status=open&status=ack');
  });

  it('refuses a missing parameter instead of sending a literal :id', () => {
    expect(() => apiPath('inventoryStation')).toThrow(/missing parameter id/);
  });
});

describe('moduleApiName', () => {
  it('names the per-module entries one way, for every module that has them', () => {
    expect(moduleApiName('query', 'CAQM')).toBe('queryCAQM');
    expect(apiPath(moduleApiName('reports', 'MWIS'), { report: 'monthly' })).toBe(
      '/api2/reports/mwis/monthly',
    );
    expect(apiPath(moduleApiName('mapLayer', 'SOJ'))).toBe('/api2/sojmap/layer/0/query');
  });

  it('has a report entry for exactly the modules with reports', () => {
    for (const module of MODULE_CODES) {
      const hasEntry = `reports${module}` in API;
      expect(hasEntry, module).toBe(REPORT_MODULES.includes(module));
    }
    expect(() => moduleApiName('reports', 'SOJ')).toThrow(/No reports API entry/);
  });
});
