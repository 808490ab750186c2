import multipart from '@fastify/multipart';
import type { ApiDef } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { routeOf, type ContractHandler, type RouteDoc, type ZodApp } from './route-of.js';

/** The messages of an upload's refusals, as locale keys of the calling module. */
export interface UploadMessages {
  /** The request is not `multipart/form-data` (415). */
  readonly multipart: string;
  /** No file in it (400). */
  readonly missing: string;
  /** Larger than allowed (413); given `{ max }` in MiB. */
  readonly tooLarge: string;
}

/**
 * Characters a stored name never keeps: C0 and C1 controls, DEL, the bidirectional marks,
 * embeddings, overrides and isolates (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`), the
 * line and paragraph separators, the byte-order mark, and quotes. Control characters are
 * exactly what this removes.
 */
const UNSAFE_NAME =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff"]/g;

/**
 * An uploaded file's own name as stored: without any folder path, control or bidirectional
 * characters and quotes, trimmed to 200 characters; empty when nothing is left.
 */
export function cleanUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // By code points, so a character outside the BMP is never cut in half.
  return [...base.replace(UNSAFE_NAME, '').trim()].slice(0, 200).join('').trim();
}

/**
 * Reads the one file of a `multipart/form-data` upload into memory, refusing a request that is
 * not multipart, has no file, or is larger than `maxBytes`. The name comes back cleaned
 * ({@link cleanUploadName}); what the bytes must be is the caller's check (an image by its
 * header, a CSV as text…).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<{ data: Buffer; fileName: string }> {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: messages.tooLarge,
      values: { max: maxBytes / (1024 * 1024) },
    });
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: messages.multipart });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    // A multipart body without a boundary, or cut short, cannot be read: the client's fault.
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413 || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    throw new AppError('BAD_REQUEST', {
      messageKey: 'security:upload.multipartMalformed',
      cause: err,
    });
  }
  if (!part) throw new AppError('BAD_REQUEST', { messageKey: messages.missing });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('BAD_REQUEST', {
      messageKey: 'security:upload.multipartMalformed',
      cause: err,
    });
  }
  if (part.file.truncated) throw tooLarge();
  return { data, fileName: cleanUploadName(part.filename) };
}

/** The file a route takes: its largest size and the messages of its refusals. */
export interface UploadLimits {
  readonly maxBytes: number;
  readonly messages: UploadMessages;
}

/**
 * The registration of an entry whose request is one file (`multipart/form-data`): its body may
 * be the file and the form around it, and the handler gets the file read by
 * {@link readUploadedFile} (each refusal answered before it runs).
 *
 * ```ts
 * app.route(uploadRouteOf(API.x, { tags, summary }, { maxBytes, messages }, async (request, upload) => …));
 * ```
 */
export function uploadRouteOf<E extends ApiDef>(
  entry: E,
  doc: RouteDoc,
  { maxBytes, messages }: UploadLimits,
  handle: (
    request: Parameters<ContractHandler<E>>[0],
    upload: { data: Buffer; fileName: string },
  ) => ReturnType<ContractHandler<E>>,
) {
  // The answer's type rests on `E`, open here (TypeScript cannot see that awaiting it fits): each
  // call site checks `handle` against its own entry.
  const handler = (async (request: Parameters<ContractHandler<E>>[0]) =>
    handle(
      request,
      await readUploadedFile(request, maxBytes, messages),
    )) as unknown as ContractHandler<E>;
  return {
    ...routeOf(entry, { ...doc, consumes: ['multipart/form-data'] }),
    bodyLimit: maxBytes + 64 * 1024,
    handler,
  };
}

/**
 * Lets a routes plugin read uploads of one file of at most `maxBytes` beside at most `fields`
 * form fields, unless a module higher up already registered the multipart parser (a second
 * would clash).
 */
export async function acceptFileUploads(app: ZodApp, maxBytes: number, fields: number) {
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields, parts: fields + 1 },
    });
}
