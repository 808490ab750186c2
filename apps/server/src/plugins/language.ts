import { languageFromHeader, type Language } from '@eqmp/locales';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from `Accept-Language` (the web app sends the stored choice). */
    readonly language: Language;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return languageFromHeader(Array.isArray(header) ? header[0] : header);
    },
  });
}
