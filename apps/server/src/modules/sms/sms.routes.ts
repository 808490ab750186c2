import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import { splitSmsError } from './sms-error.js';
import type { SmsRow } from './sms.repository.js';
import type { createSmsService } from './sms.service.js';
import { signedIn } from '../../plugins/access-control.js';

const view = (row: SmsRow) => ({ ...row, ...splitSmsError(row.error) });

/** The SMS gateway's webhook, and the SMS poll table (list, re-parse). */
export const smsRoutes: FastifyPluginAsyncZod<{
  sms: ReturnType<typeof createSmsService>;
  isGatewayKey: (header: string | undefined) => boolean;
}> = async (app, { sms, isGatewayKey }) => {
  app.route({
    ...routeOf(API.ingestSms, {
      tags: ['ingestion'],
      summary:
        'A station SMS from the gateway (Authorization: Gateway <key>); format in docs/sms-format.md',
      description:
        'The message is stored before it is parsed; the answer says whether it was parsed. A parse failure is still a 200: the message is kept for re-parsing.',
    }),
    handler: async (request) => {
      if (!isGatewayKey(request.headers.authorization)) throw new AppError('GATEWAY_KEY_INVALID');
      const { from, text, received_at: receivedAt } = request.body;
      const id = await sms.store(
        { sender: from, body: text, receivedAt: receivedAt ? new Date(receivedAt) : undefined },
        request.language,
      );
      return view(await sms.parse(id, request.language));
    },
  });

  app.route({
    ...routeOf(API.pollingSms, {
      tags: ['polling'],
      summary: 'SMS messages received, newest first, with their parse status',
    }),
    handler: async (request) => {
      const q = request.query;
      const { items, total } = await sms.list(q);
      return { items: items.map(view), total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.route({
    ...routeOf(API.pollingSmsReparse, {
      tags: ['polling'],
      summary: 'Parse a message again (after its station was fixed); audited',
    }),
    handler: async (request) =>
      view(await sms.reparse(request.params.id, signedIn(request), request.ip, request.language)),
  });
};
