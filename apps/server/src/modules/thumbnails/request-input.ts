import {
  generateThumbnailsBodySchema,
  THUMBNAIL_IMAGE_MAX_BYTES,
  THUMBNAIL_OBJECTS_MAX,
  type GenerateThumbnailsBody,
} from '@reelwright/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { hasNul, nulRejected } from '../../http/nul-character';
import { describeValidationIssues } from '../../http/validation-message';
import { imageTypeOf } from './compositor';
import type { ImageInput } from './providers/image-provider';

/** A generate request as the service takes it: fields checked, pictures decoded and sniffed. */
export type ThumbnailJob = Omit<GenerateThumbnailsBody, 'referenceImage' | 'objectImages'> & {
  reference?: ImageInput | undefined;
  objects: ImageInput[];
};

const fieldsSchema = generateThumbnailsBodySchema.omit({
  referenceImage: true,
  objectImages: true,
});

const MB = THUMBNAIL_IMAGE_MAX_BYTES / (1024 * 1024);

const invalid = (message: string) => new AppError(400, 'INVALID_IMAGE', message);

function validationError(issues: z.core.$ZodIssue[]): AppError {
  return new AppError(
    400,
    'VALIDATION_FAILED',
    describeValidationIssues(
      'body',
      issues.map((issue) => ({
        instancePath: `/${issue.path.map(String).join('/')}`,
        message: issue.message,
      })),
    ),
  );
}

/**
 * Checks a picture by its bytes (never its name or declared type): PNG, JPEG or WebP, at most
 * 10 MB; the error names the file (the spec's text for a bad reference).
 */
function checkImage(bytes: Uint8Array, name: string, role: 'reference' | 'object'): ImageInput {
  const label = role === 'reference' ? 'The reference image' : `Object image "${name}"`;
  if (bytes.byteLength > THUMBNAIL_IMAGE_MAX_BYTES)
    throw invalid(`${label} is larger than ${MB} MB.`);
  const mimeType = imageTypeOf(bytes);
  if (mimeType === null) {
    throw invalid(
      role === 'reference'
        ? 'Invalid reference image format'
        : `${label} is not a PNG, JPEG or WebP image.`,
    );
  }
  return { name, mimeType, bytes };
}

function decodeDataUrl(url: string): Uint8Array {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** A JSON body: the schema first, then each data URL decoded and sniffed. */
export function jobFromJson(body: unknown): ThumbnailJob {
  const parsed = generateThumbnailsBodySchema.safeParse(body ?? {});
  if (!parsed.success) {
    // A malformed reference gets the spec's words rather than the schema's.
    if (parsed.error.issues.some((issue) => issue.path[0] === 'referenceImage'))
      throw invalid('Invalid reference image format');
    throw validationError(parsed.error.issues);
  }
  const { referenceImage, objectImages, ...fields } = parsed.data;
  const reference =
    referenceImage === undefined
      ? undefined
      : typeof referenceImage === 'string'
        ? checkImage(decodeDataUrl(referenceImage), 'reference', 'reference')
        : checkImage(decodeDataUrl(referenceImage.url), referenceImage.name, 'reference');
  return {
    ...fields,
    reference,
    objects: objectImages.map((object) =>
      checkImage(decodeDataUrl(object.url), object.name, 'object'),
    ),
  };
}

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The multipart reader's own errors: its limits carry a 4xx status; a body that breaks the
 * format (no boundary, cut short) is thrown as a plain Error, which is the client's fault too.
 */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) return error;
  return new AppError(400, 'VALIDATION_FAILED', 'The multipart/form-data body is malformed.');
}

/**
 * A multipart/form-data body: the same fields as text parts; `referenceImage` and
 * `objectImages` as file parts (an object is named by its file name).
 */
export async function jobFromMultipart(request: FastifyRequest): Promise<ThumbnailJob> {
  const fields: Record<string, string> = {};
  let reference: ImageInput | undefined;
  const objects: ImageInput[] = [];
  try {
    for await (const part of request.parts()) {
      if (hasNul(part.fieldname) || (part.type === 'file' && hasNul(part.filename)))
        throw nulRejected();
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        if (hasNul(part.value)) throw nulRejected();
        fields[part.fieldname] = part.value;
        continue;
      }
      const role =
        part.fieldname === 'referenceImage'
          ? 'reference'
          : part.fieldname === 'objectImages'
            ? 'object'
            : null;
      if (role === null) {
        part.file.resume();
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          `body.${part.fieldname}: only referenceImage and objectImages may be files.`,
        );
      }
      const name = part.filename || (role === 'reference' ? 'reference' : 'object');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === FILE_TOO_LARGE) {
          throw invalid(
            `${role === 'reference' ? 'The reference image' : `Object image "${name}"`} is larger than ${MB} MB.`,
          );
        }
        throw error;
      }
      if (role === 'reference') {
        if (reference) throw invalid('Send one reference image.');
        reference = checkImage(bytes, name, 'reference');
      } else {
        if (objects.length >= THUMBNAIL_OBJECTS_MAX)
          throw invalid(`At most ${THUMBNAIL_OBJECTS_MAX} object images.`);
        objects.push(checkImage(bytes, name, 'object'));
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return { ...parsed.data, reference, objects };
}
