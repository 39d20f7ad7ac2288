/**
 * Stable machine-readable error codes. Clients branch on these, never on the message text,
 * so a code is never renamed once shipped.
 */
export const errorCodes = [
  'NOT_FOUND',
  'INVALID_JSON',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'RESET_TOKEN_INVALID',
  'FORBIDDEN',
  'RATE_LIMITED',
  'QUOTA_EXCEEDED',
  'PAYMENT_FAILED',
  'ALREADY_SUBSCRIBED',
  'NOT_SUBSCRIBED',
  'NO_SCHEDULED_CHANGE',
  'BILLING_UNAVAILABLE',
  'AI_FAILED',
  'AI_TIMEOUT',
  'CONFLICT',
  'UNKNOWN_VOICE',
  'VOICE_NOT_IN_PLAN',
  'TTS_FAILED',
  'TTS_TIMEOUT',
  'INVALID_IMAGE',
  'THUMBNAIL_FAILED',
  'API_KEY_REQUIRED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
