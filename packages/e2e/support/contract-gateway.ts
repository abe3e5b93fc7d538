/**
 * The e2e stack's API gateway: browser → web server (/api) → this gateway → Prism proxy (--errors) → mock bank.
 *
 * It exists for two Prism behaviours (checked in @stoplight/prism-http 5.x):
 * - Prism matches paths without the contract's relative server base (`/api/v1`), so the gateway strips it and
 *   Prism's upstream is the mock's `/api/v1`.
 * - Prism joins repeated response headers with ',' (utils/parseResponse.js), so several `Set-Cookie` headers
 *   arrive as one and a browser would keep only the first cookie. The gateway splits them again; the mock
 *   bank sets `Max-Age` rather than `Expires`, so a comma followed by `name=` always starts a new cookie.
 *
 * Every contract violation Prism reports (`sl-violations` header or its VIOLATIONS problem) is recorded;
 * `GET /__gateway/violations` lists them and `DELETE` clears them, so journeys can fail on any.
 */
import http from 'node:http';

const port = Number(process.env.GATEWAY_PORT ?? 4410);
const prismPort = Number(process.env.PRISM_PORT ?? 4411);
const API_BASE = '/api/v1';

export interface Violation {
  method: string;
  path: string;
  status: number;
  violations: string;
}
const violations: Violation[] = [];

export function splitJoinedSetCookie(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((joined) => joined.split(/,(?=\s*[^;,=\s]+=)/).map((cookie) => cookie.trim()));
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function isViolationProblem(status: number, contentType: string | undefined, body: string): boolean {
  return (
    status >= 400 && (contentType ?? '').includes('problem+json') && body.includes('prism/errors#VIOLATIONS')
  );
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/__gateway/violations')) {
    if (req.method === 'DELETE') violations.length = 0;
    sendJson(res, 200, { violations });
    return;
  }
  if (!url.startsWith(`${API_BASE}/`)) {
    sendJson(res, 404, { message: 'The gateway only serves the API under /api/v1.' });
    return;
  }
  const path = url.slice(API_BASE.length);
  const upstream = http.request(
    { host: '127.0.0.1', port: prismPort, method: req.method, path, headers: req.headers },
    (prismRes) => {
      const chunks: Buffer[] = [];
      prismRes.on('data', (chunk: Buffer) => chunks.push(chunk));
      prismRes.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = prismRes.statusCode ?? 502;
        const headerViolations = prismRes.headers['sl-violations'];
        const text = body.toString('utf8');
        if (headerViolations || isViolationProblem(status, prismRes.headers['content-type'], text)) {
          violations.push({
            method: req.method ?? 'GET',
            path: url,
            status,
            violations: String(headerViolations ?? text),
          });
        }
        const headers: http.OutgoingHttpHeaders = { ...prismRes.headers };
        // Prism answers CORS for any origin; the app is same-origin, so keep those out of the browser's view.
        for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
        const cookies = splitJoinedSetCookie(prismRes.headers['set-cookie']);
        if (cookies.length > 0) headers['set-cookie'] = cookies;
        headers['content-length'] = String(body.length);
        delete headers['transfer-encoding'];
        res.writeHead(status, headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', (error) =>
    sendJson(res, 502, { message: `Prism is not reachable: ${error.message}` }),
  );
  req.pipe(upstream);
});

if (process.argv[1]?.endsWith('contract-gateway.ts')) {
  server.listen(port, '127.0.0.1', () => {
    console.log(`contract gateway on http://127.0.0.1:${port}${API_BASE} → Prism :${prismPort}`);
  });
}
