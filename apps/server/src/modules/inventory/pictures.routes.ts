import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orNotFound } from '../../errors.js';
import { readPicture } from './picture-upload.js';
import type { PicturesService } from './pictures.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf, routesOf } from '../../http/route-of.js';

const upload = 'multipart/form-data with one file: a JPEG, PNG or WebP picture of at most 5 MB';

/** Station pictures: the main picture, the gallery, and serving them to `<img>` tags. */
export const pictureRoutes: FastifyPluginAsyncZod<{ pictures: PicturesService }> = async (
  app,
  { pictures },
) => {
  const tags = ['inventory'];
  const route = routesOf(app, tags);

  app.route({
    ...routeOf(API.inventorySetStationPicture, {
      tags,
      summary: 'Set the main picture',
      description: upload,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) =>
      pictures.setMain(
        request.params.id,
        await readPicture(request),
        signedIn(request),
        request.ip,
      ),
  });

  route(API.inventoryRemoveStationPicture, 'Remove the main picture', async (request, reply) => {
    await pictures.removeMain(request.params.id, signedIn(request), request.ip);
    return reply.code(204).send(null);
  });

  app.route({
    ...routeOf(API.inventoryAddGalleryPicture, {
      tags,
      summary: 'Add a gallery picture',
      description: upload,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) => {
      const picture = await readPicture(request);
      const added = await pictures.addToGallery(
        request.params.id,
        picture,
        request.query.caption || null,
        signedIn(request),
        request.ip,
      );
      return reply.code(201).send(added);
    },
  });

  route(API.inventoryRemoveGalleryPicture, 'Remove a gallery picture', async (request, reply) => {
    await pictures.removeFromGallery(
      request.params.id,
      request.params.pictureId,
      signedIn(request),
      request.ip,
    );
    return reply.code(204).send(null);
  });

  route(
    API.inventoryPicture,
    'A picture of an active station (public: the random key in the URL is the permission)',
    async (request, reply) => {
      const file = orNotFound(await pictures.open(request.params.key));
      return (
        reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          // Private and short: a deactivated station's pictures stop being shown within the hour.
          .header('cache-control', 'private, max-age=3600')
          .send(file.body)
      );
    },
  );
};
