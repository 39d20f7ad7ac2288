import {
  generateThumbnailsBodySchema,
  THUMBNAIL_IMAGE_MAX_BYTES,
  THUMBNAIL_OBJECTS_MAX,
  type GenerateThumbnailsBody,
} from '@reelwright/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { hasNul, nulRejected } from '../../http/nul-character';
import { describeValidationIssues } from '../../http/validation-message';
import { imageTypeOf } from './compositor';
import { dimensionsProblem, readImageHeader } from './compositor/image-header';
import { decodeCheckOffThread, sharedBytes } from './compositor/off-thread';
import type { ImageInput } from './providers/image-provider';
import { multipartClientError } from '../../http/multipart-client-error';

/** A generate request as the service takes it: fields checked, pictures' headers checked. */
export type ThumbnailJob = Omit<GenerateThumbnailsBody, 'referenceImage' | 'objectImages'> & {
  reference?: CheckedPicture | undefined;
  objects: CheckedPicture[];
};

/** A picture whose header passed, its bytes in shared memory for the workers. */
export type CheckedPicture = ImageInput & {
  /** how messages name it: pictureLabel */
  label: string;
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

/** Which picture of the form: its field and, when it came as a file, the file's name. */
type Slot = { role: 'reference' | 'object'; field: string; name: string | undefined };

/** 'The object picture "mug.png" (objectImages[1])': how every message about a picture starts. */
export const pictureLabel = ({ role, field, name }: Slot) =>
  `The ${role} picture${name ? ` "${name}"` : ''} (${field})`;

const notAnImage = (label: string, why: string) =>
  invalid(`${label} is not a valid image: ${why}.`);

/**
 * Checks a picture by its bytes (never its name or declared type) without decoding it: at most
 * 10 MB, PNG, JPEG or WebP by its magic bytes, and dimensions read from its header within the
 * pixel limit. Costs microseconds, so a decompression bomb or a 7000×7000 header is refused
 * before any worker or vendor sees it; checkPictures then decodes the rest in full.
 */
function checkImage(bytes: Uint8Array, slot: Slot): CheckedPicture {
  const label = pictureLabel(slot);
  if (bytes.byteLength > THUMBNAIL_IMAGE_MAX_BYTES)
    throw invalid(`${label} is larger than ${MB} MB.`);
  const mimeType = imageTypeOf(bytes);
  if (mimeType === null) throw notAnImage(label, 'it is not a PNG, JPEG or WebP file');
  // A header this cannot read (an unusual JPEG layout) is left to libvips in checkPictures.
  const header = readImageHeader(bytes);
  const problem = header === null ? null : dimensionsProblem(header);
  if (problem !== null) throw notAnImage(label, problem);
  return { name: slot.name || slot.role, label, mimeType, bytes: sharedBytes(bytes) };
}

const referenceSlot = (name: string | undefined): Slot => ({
  role: 'reference',
  field: 'referenceImage',
  name,
});
const objectSlot = (index: number, name: string | undefined): Slot => ({
  role: 'object',
  field: `objectImages[${index}]`,
  name,
});

/** A data URL's bytes, decoded straight into shared memory (no second copy for the workers). */
function decodeDataUrl(url: string): Uint8Array {
  const base64 = url.slice(url.indexOf(',') + 1);
  // byteLength is exact for plain base64 and a little over when it holds line breaks.
  const shared = Buffer.from(new SharedArrayBuffer(Buffer.byteLength(base64, 'base64')));
  return shared.subarray(0, shared.write(base64, 'base64'));
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
        ? checkImage(decodeDataUrl(referenceImage), referenceSlot(undefined))
        : checkImage(decodeDataUrl(referenceImage.url), referenceSlot(referenceImage.name));
  return {
    ...fields,
    reference,
    objects: objectImages.map((object, index) =>
      checkImage(decodeDataUrl(object.url), objectSlot(index, object.name)),
    ),
  };
}

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * A multipart/form-data body: the same fields as text parts; `referenceImage` and
 * `objectImages` as file parts (an object is named by its file name).
 */
export async function jobFromMultipart(request: FastifyRequest): Promise<ThumbnailJob> {
  const fields: Record<string, string> = {};
  let reference: CheckedPicture | undefined;
  const objects: CheckedPicture[] = [];
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
      const name = part.filename || undefined;
      const slot = role === 'reference' ? referenceSlot(name) : objectSlot(objects.length, name);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === FILE_TOO_LARGE)
          throw invalid(`${pictureLabel(slot)} is larger than ${MB} MB.`);
        throw error;
      }
      if (role === 'reference') {
        if (reference) throw invalid('Send one reference image.');
        reference = checkImage(bytes, slot);
      } else {
        if (objects.length >= THUMBNAIL_OBJECTS_MAX)
          throw invalid(`At most ${THUMBNAIL_OBJECTS_MAX} object images.`);
        objects.push(checkImage(bytes, slot));
      }
    }
  } catch (error) {
    throw multipartClientError(error);
  }
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return { ...parsed.data, reference, objects };
}

/**
 * Decodes every picture of `job` in full on the CPU pool, all at once, under the pixel limit: a
 * damaged or cut-short one is refused, naming it, before anything is drawn or sent to a vendor.
 */
export async function checkPictures(job: ThumbnailJob, log: FastifyBaseLogger): Promise<void> {
  const pictures = [...(job.reference ? [job.reference] : []), ...job.objects];
  const checks = await Promise.all(pictures.map((picture) => decodeCheckOffThread(picture.bytes)));
  const failed = checks.findIndex((check) => !check.ok);
  const check = checks[failed];
  if (check === undefined || check.ok) return;
  const { label } = pictures[failed]!;
  log.info({ picture: label, reason: check.detail }, 'picture refused');
  throw notAnImage(label, check.why);
}
