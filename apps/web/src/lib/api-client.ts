import { isTokenExpired } from './auth-token';
import { clearStoredSession, getStoredToken } from './session-storage';

export const API_TIMEOUT_MS = 120_000;
/** The error text when a failure response carries none of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  /** `status` is 0 when no HTTP answer arrived (timeout, network failure, cancel). */
  constructor(
    message: string,
    options: { status: number; code?: string | undefined; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
  }
}

export type RequestOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * For the auth endpoints that work without an access token (login, register, demo, refresh,
   * logout, password reset): no bearer header, no refusal of an expired stored token, and a 401
   * is the server's answer to this request (e.g. wrong password), not a sign that the session
   * ended, so the session is left alone and the server's error text and code come through.
   */
  anonymous?: boolean;
};

const baseUrl = import.meta.env.VITE_API_URL ?? '';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function unwrap<T>(response: Response, body: unknown, anonymous: boolean): T {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  if (response.status === 401 && !anonymous) {
    clearStoredSession();
    throw new ApiError('Unauthorized', { status: 401, code: code ?? 'UNAUTHORIZED' });
  }
  if (response.ok && isRecord(body) && body.success === true) return body.data as T;
  if (response.status === 204) return undefined as T;
  const message =
    isRecord(body) && typeof body.error === 'string' && body.error !== ''
      ? body.error
      : FALLBACK_ERROR_MESSAGE;
  throw new ApiError(message, {
    status: response.status,
    code: code ?? (response.ok ? 'INVALID_RESPONSE' : 'HTTP_ERROR'),
  });
}

export type SendOptions = RequestOptions & {
  /** The `Accept` header; JSON unless a caller reads another format (an event stream). */
  accept?: string;
};

/**
 * Sends one call with the session's bearer token and hands the response to `read`, all under
 * the client's rules: an expired stored token is refused before sending, the timeout runs
 * until `read` settles (`touch` restarts it, so a long stream only times out when it goes
 * quiet), and fetch failures become an `ApiError` saying why (timeout, cancel, network).
 */
export async function sendRequest<T>(
  method: string,
  path: string,
  body: unknown,
  options: SendOptions,
  read: (response: Response, touch: () => void) => Promise<T>,
): Promise<T> {
  const anonymous = options.anonymous === true;
  const token = anonymous ? null : getStoredToken();
  if (token !== null && isTokenExpired(token, Date.now())) {
    clearStoredSession();
    throw new ApiError('Token expired', { status: 401, code: 'TOKEN_EXPIRED' });
  }

  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  // A form (a file upload) sets its own multipart content type.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token !== null) headers.authorization = `Bearer ${token}`;

  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  touch();
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
    return await read(response, touch);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError(`Request timed out after ${Math.round(timeoutMs / 1000)} seconds`, {
        status: 0,
        code: 'TIMEOUT',
        cause: error,
      });
    }
    if (callerSignal?.aborted)
      throw new ApiError('Request canceled', { status: 0, code: 'ABORTED', cause: error });
    throw new ApiError('Network error: could not reach the server', {
      status: 0,
      code: 'NETWORK_ERROR',
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/** Reads a JSON envelope: its `data`, or an `ApiError` with the server's text and code. */
export async function readEnvelope<T>(response: Response, anonymous = false): Promise<T> {
  return unwrap<T>(response, await readJson(response), anonymous);
}

function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return sendRequest(method, path, body, options, (response) =>
    readEnvelope<T>(response, options.anonymous === true),
  );
}

/** The one HTTP client of the app: JSON in, the envelope's `data` out, `ApiError` otherwise. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
