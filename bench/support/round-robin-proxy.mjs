// A small HTTP load balancer for the load benchmark: each request goes to the next of the
// upstreams (UPSTREAMS, comma-separated base URLs), over kept-alive connections, streamed both
// ways. It stands in for nginx (deploy/nginx.conf) where none is installed.
import http from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((url) => new URL(url));
if (upstreams.length === 0) throw new Error('UPSTREAMS is empty');
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let next = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
  const forwarded = http.request(
    {
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"success":false,"error":"Upstream unavailable.","code":"BAD_GATEWAY"}');
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
