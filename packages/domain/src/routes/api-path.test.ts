import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.js';

describe('apiPath', () => {
  it('fills and encodes path parameters', () => {
    expect(apiPath('inventoryStation', { id: 'CA 09/P' })).toBe('/api2/inventory/stations/CA%2009%2FP');
  });

  it('appends a query string, repeating array values and leaving out empty ones', () => {
    expect(apiPath('alerts', {}, { module: 'CAQM', status: ['open', 'ack'], q: '', page: undefined })).toBe('/api2/alerts?module=CAQM&status=open&status=ack');
  });

  it('refuses a missing parameter instead of sending a literal :id', () => {
    expect(() => apiPath('inventoryStation')).toThrow(/missing parameter id/);
  });
});
