import { readEnvelope, sendRequest } from '../../../lib/api-client';

/**
 * A JSON call with a method the shared `api` object has no shorthand for (PATCH, or DELETE with
 * a body), under the same client rules: bearer token, timeout, envelope unwrapping.
 */
export const sendJson = <T>(method: 'PATCH' | 'DELETE', path: string, body: unknown) =>
  sendRequest(method, path, body, {}, (response) => readEnvelope<T>(response));
