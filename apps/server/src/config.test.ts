import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/eqmp');
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/eqmp/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
  });

  it('logs readable lines locally and JSON in production or when asked', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('reads EQMP_DEMO=0 as a production instance without demo data', () => {
    expect(loadConfig({ EQMP_DEMO: '0', PUBLIC_URL: 'https://eqmp.example.gov.my' }).demo).toBe(
      false,
    );
  });

  it('requires PUBLIC_URL outside demo mode, and in demo mode builds links from the listen address', () => {
    expect(() => loadConfig({ EQMP_DEMO: '0' })).toThrow(
      /PUBLIC_URL: is required when EQMP_DEMO=0/,
    );
    expect(loadConfig({ PORT: '8293' }).publicUrl).toBe('http://localhost:8293');
    expect(
      loadConfig({ EQMP_DEMO: '0', PUBLIC_URL: 'https://eqmp.example.gov.my/' }).publicUrl,
    ).toBe('https://eqmp.example.gov.my');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('names every bad variable and what it should be', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', EQMP_ADMIN_PASSWORD: 'short' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a port number');
    expect(message).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    );
    expect(message).toContain('EQMP_ADMIN_PASSWORD: must have at least 12 characters');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it('names EQMP_MAP_SERVICES when it is not valid JSON', () => {
    expect(() => loadConfig({ EQMP_MAP_SERVICES: '[{id:' })).toThrow(
      /EQMP_MAP_SERVICES: is not valid JSON/,
    );
  });
});
