import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { sniffImageType } from '../../storage/image-type.js';
import type { CheckedPicture } from './pictures.service.js';
import { PICTURE_MAX_BYTES } from './pictures.js';

/**
 * Reads the one file of a `multipart/form-data` upload and checks it: at most
 * `PICTURE_MAX_BYTES` (413), and a JPEG, PNG or WebP by its header, whatever its name or
 * declared type says (415; a header that does not parse or declares too many pixels is refused
 * by `sniffImageType`).
 */
export async function readPicture(request: FastifyRequest): Promise<CheckedPicture> {
  const { data } = await readUploadedFile(request, PICTURE_MAX_BYTES, {
    multipart: 'inventory:errors.pictureMultipart',
    missing: 'inventory:errors.pictureMissing',
    tooLarge: 'inventory:errors.pictureTooLarge',
  });
  const contentType = sniffImageType(data);
  if (!contentType)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'inventory:errors.pictureType' });
  return { data, contentType };
}
