/**
 * Request and response schemas (zod) of the API, one file per area. The server validates and
 * serialises through them; the web infers its types from them. Add one export line per area.
 */
export * from './home.js';
export * from './station-information.js';
export * from './public.js';
