import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type StripeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded into its flat `a[b][c]` keys. */
  form: Record<string, string>;
  /** The query string (GET parameters such as `expand[0]`), decoded the same way. */
  query: Record<string, string>;
};

type Reply = { status: number; body: unknown };

/** The handler for `METHOD /path`: an exact key, or one with `:name` segments matching any id. */
function routeFor<T>(routes: Record<string, T>, key: string): T | undefined {
  if (routes[key]) return routes[key];
  const parts = key.split('/');
  const match = Object.keys(routes).find((pattern) => {
    const patternParts = pattern.split('/');
    return (
      patternParts.length === parts.length &&
      patternParts.every((part, i) => part === parts[i] || part.startsWith(':'))
    );
  });
  return match === undefined ? undefined : routes[match];
}

/**
 * A local HTTP server that speaks Stripe's wire protocol (form-encoded requests, JSON answers,
 * Stripe's error shape) for the routes a test sets, and records every request.
 */
export async function startFakeStripe(
  routes: Record<string, (request: StripeRequest) => Reply>,
): Promise<{ server: Server; port: number; requests: StripeRequest[] }> {
  const requests: StripeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
        query: Object.fromEntries(url.searchParams),
      };
      requests.push(request);
      const handler = routeFor(routes, `${request.method} ${request.path}`);
      const reply = handler
        ? handler(request)
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `Unrecognized request URL (${request.method}: ${request.path}).`,
              },
            },
          };
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as { port: number }).port, requests };
}

export const stripeError = (
  status: number,
  type: string,
  message: string,
  code?: string,
): Reply => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

/** The Stripe price ids the tests configure. */
export const TEST_STRIPE_PRICES = {
  boost_monthly: 'price_boost_m',
  boost_yearly: 'price_boost_y',
  pro_monthly: 'price_pro_m',
  pro_yearly: 'price_pro_y',
};

/** The app's Stripe options pointing the real SDK at a fake Stripe on `port`, without retries. */
export const stripeOptionsFor = (port: number, webhookSecret?: string) => ({
  secretKey: 'sk_test_123',
  ...(webhookSecret ? { webhookSecret } : {}),
  prices: TEST_STRIPE_PRICES,
  endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
  maxNetworkRetries: 0,
});
