import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { afterBankChange } from '../operations/webhook-delivery.js';
import * as control from './control.js';
import { CONTROL_ROUTES } from './control-routes.js';
import { CONTROL_PAGE_CSP, CONTROL_PAGE_CSS, CONTROL_PAGE_HTML } from './page/control-page-html.js';
import { controlPageScript } from './page/control-page-script.js';
import { INBOX_BODY_LIMIT, receiveInboxPost } from './webhook-inbox-control.js';

/** `/__mock/*`: developer and test controls, outside the public contract (off with MOCK_CONTROL=0). */
export function registerControlRoutes(app: FastifyInstance, getBank: () => Bank): void {
  const send = (r: control.ControlResult) => r;
  // A page on another site must not reset or steer the developer's running bank: a cross-site form or
  // fetch carries its Origin (or Sec-Fetch-Site), the same check the API's anti-forgery makes.
  // Callback hooks, not async ones: they run on every request of the API too, where a promise each is waste.
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/__mock/') || req.method === 'GET' || req.method === 'HEAD') return done();
    const h = req.headers;
    const site = typeof h['sec-fetch-site'] === 'string' ? h['sec-fetch-site'] : undefined;
    if (originAllowed(h.origin, site, h.host, getBank().config.allowedOrigins)) return done();
    // Refused: the answer is sent, and the request goes no further.
    respond(reply, {
      status: 403,
      body: { message: 'Control requests from another site are refused.', code: 'cross_site_refused' },
    });
  });
  // A control action may have moved the clock or made events: what is due goes out (not awaited).
  app.addHook('onResponse', (req, _reply, done) => {
    if (req.url.startsWith('/__mock/') && req.method !== 'GET') afterBankChange(getBank());
    done();
  });
  // The inbox keeps the body exactly as sent (a receiver's signature check needs the very bytes), so it
  // reads any media type as text, in a scope of its own.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/__mock/webhook-inbox/:name', async (req, reply) =>
      respond(
        reply,
        receiveInboxPost(
          getBank(),
          (req.params as { name: string }).name,
          req.headers,
          typeof req.body === 'string' ? req.body : '',
        ),
      ),
    );
  });
  // The control page: everything below by clicking (control/page).
  app.get('/__mock', async (_req, reply) => reply.redirect('/__mock/'));
  app.get('/__mock/', async (_req, reply) =>
    reply
      .header('content-security-policy', CONTROL_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(CONTROL_PAGE_HTML),
  );
  app.get('/__mock/page.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(`(${controlPageScript.toString()})();\n`),
  );
  app.get('/__mock/page.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').send(CONTROL_PAGE_CSS),
  );
  app.get('/__mock/users', async (_req, reply) => respond(reply, control.users(getBank())));
  app.post('/__mock/reset', async (_req, reply) => respond(reply, send(control.reset(getBank()))));
  app.get('/__mock/clock', async (_req, reply) => respond(reply, control.getClock(getBank())));
  app.post('/__mock/clock', async (req, reply) => respond(reply, control.moveClock(getBank(), req.body)));
  app.post('/__mock/sessions/expire', async (_req, reply) =>
    respond(reply, control.expireSessions(getBank())),
  );
  app.get('/__mock/outbox', async (req, reply) => {
    const to = (req.query as Record<string, unknown>).to;
    return respond(reply, control.outbox(getBank(), typeof to === 'string' ? to : undefined));
  });
  app.post('/__mock/audit/tamper', async (req, reply) =>
    respond(reply, control.tamperAuditEntry(getBank(), req.body)),
  );
  app.get('/__mock/audit/verify', async (_req, reply) => respond(reply, control.verifyAudit(getBank())));
  for (const route of CONTROL_ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.largeBody ? { bodyLimit: 256 * 1024 * 1024 } : {}),
      handler: async (req, reply) =>
        respond(
          reply,
          route.handle(getBank(), {
            body: req.body,
            query: req.query as Record<string, string | undefined>,
            params: req.params as Record<string, string>,
          }),
        ),
    });
  }
  app.get('/__mock/totp/:email', async (req, reply) => {
    const { email } = req.params as { email: string };
    const offset = Number((req.query as Record<string, unknown>).offset ?? 0) || 0;
    return respond(reply, control.totp(getBank(), email, offset));
  });
}

function respond(reply: import('fastify').FastifyReply, r: control.ControlResult) {
  return reply
    .code(r.status)
    .headers(r.headers ?? {})
    .header('cache-control', 'no-store')
    .send(r.body);
}
