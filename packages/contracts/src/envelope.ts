import { z } from 'zod';
import { errorCodes } from './error-codes';

/** Every failed API call answers with this body, whatever the status. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(errorCodes),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** Every successful API call answers `{ success: true, data }`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type ApiSuccess<T> = { success: true; data: T };

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Loose shape for reading any envelope before its data schema is known (e.g. in the web client). */
export const apiEnvelopeSchema = z.union([
  z.object({ success: z.literal(true), data: z.unknown() }),
  z.object({ success: z.literal(false), error: z.string(), code: z.string().optional() }),
]);
