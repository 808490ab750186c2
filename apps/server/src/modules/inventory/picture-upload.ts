import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { sniffImageType } from '../../storage/image-type.js';
import type { CheckedPicture } from './pictures.service.js';
import { PICTURE_MAX_BYTES } from './pictures.js';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'inventory:errors.pictureTooLarge', values: { max: PICTURE_MAX_BYTES / (1024 * 1024) } });

/**
 * Reads the one file of a `multipart/form-data` upload and checks it: at most
 * `PICTURE_MAX_BYTES` (413), and a JPEG, PNG or WebP by its first bytes, whatever its name or
 * declared type says (415).
 */
export async function readPicture(request: FastifyRequest): Promise<CheckedPicture> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'inventory:errors.pictureMultipart' });
  const part = await request.file({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('BAD_REQUEST', { messageKey: 'inventory:errors.pictureMissing' });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (part.file.truncated) throw tooLarge();
  const contentType = sniffImageType(data);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'inventory:errors.pictureType' });
  return { data, contentType };
}
