import { isIP } from 'node:net';

/**
 * `TRUST_PROXY`: which connections may tell the server the client's address in
 * `X-Forwarded-For` (Fastify's `trustProxy`). Everything the per-address limits count depends
 * on it: trusting the header from anyone lets a client pick a new address for every request.
 *
 * - `false` (default): the connection's own address.
 * - a hop count (`1` behind one load balancer): the address that many proxies in front saw.
 * - a list of proxy addresses or CIDRs (`10.0.0.5, 10.1.0.0/16`, or `loopback`, `linklocal`,
 *   `uniquelocal`): addresses added by those proxies are believed, the rest are not.
 * - `true` believes the left-most address, which the client itself writes: development only.
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const TRUST_ALL_IN_PRODUCTION =
  'must not be true in production: it believes X-Forwarded-For from any client, who can then pose as any address; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)';

/** The parsed setting, or a message saying what is wrong with `raw`. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const text = raw.trim();
  if (text === '' || ['false', 'no', '0'].includes(text)) return { value: false };
  if (text === 'true' || text === 'yes') return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'must be a number of proxies from 0 to 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      problem: `must be false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (not "${bad.join('", "')}")`,
    };
  }
  return { value: entries };
}

/**
 * The setting as Fastify takes it. Fastify 5.12 ignores a bare hop count (it cannot tell a
 * proxy from a client connecting directly), so a count becomes a function trusting that many
 * hops: right when the server is reachable only through its proxies, as in compose.yaml, where
 * the instances publish no port; a list of addresses is the stricter choice otherwise.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}
