import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/test-app.js';

describe('the control page at /__mock/, over HTTP', () => {
  it('serves the page under a CSP that allows only its own script, styles and the bank, framed by no one', async () => {
    const { app } = await testApp();
    const page = await app.inject({ method: 'GET', url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<script type="module" src="/__mock/page.js">');
    expect((await app.inject({ method: 'GET', url: '/__mock' })).headers.location).toBe('/__mock/');
  });

  it('serves a script that compiles and styles, and lists the users with their two-factor state', async () => {
    const { app } = await testApp();
    const script = await app.inject({ method: 'GET', url: '/__mock/page.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(() => new Script(script.body)).not.toThrow();
    const css = await app.inject({ method: 'GET', url: '/__mock/page.css' });
    expect(css.headers['content-type']).toContain('text/css');
    const users = (await app.inject({ method: 'GET', url: '/__mock/users' })).json() as {
      data: { email: string; two_factor: boolean }[];
    };
    expect(users.data).toContainEqual(
      expect.objectContaining({ email: 'grace@northwind.test', two_factor: true }),
    );
    expect(users.data).toContainEqual(
      expect.objectContaining({ email: 'ada@northwind.test', two_factor: false }),
    );
  });

  it('refuses every new control from another site: scenario, state import and each simulation', async () => {
    const { app } = await testApp();
    const posts = [
      '/__mock/scenario',
      '/__mock/state',
      '/__mock/simulate/incoming-payment',
      '/__mock/simulate/payment-return',
      '/__mock/simulate/payment-failure',
      '/__mock/simulate/fx-settlement-failure',
    ];
    for (const url of posts) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('cross_site_refused');
    }
    const page = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    for (const section of ['Scenarios', 'Simulations', 'State']) expect(page).toContain(`>${section}</h2>`);
  });
});

describe('the webhook inbox on the control page, over HTTP', () => {
  it('keeps what is posted byte for byte, lists it newest first, and shows the webhook inbox as text only (rule WHK-09)', async () => {
    const { app } = await testApp();
    const body = '{"type":"payment.created",  "data":{"note":"<img src=x onerror=alert(1)>"}}';
    const posted = await app.inject({
      method: 'POST',
      url: '/__mock/webhook-inbox/erp',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_abc', cookie: 'portal_sid=secret' },
      payload: body,
    });
    expect(posted.statusCode).toBe(204);
    await app.inject({ method: 'POST', url: '/__mock/webhook-inbox/other', payload: 'plain words' });
    const listed = (await app.inject({ method: 'GET', url: '/__mock/webhook-inbox' })).json().data;
    expect(listed.map((e: { inbox: string }) => e.inbox)).toEqual(['other', 'erp']);
    expect(listed[1]).toMatchObject({ body, webhook_id: 'msg_abc', event_type: 'payment.created' });
    expect(listed[1].headers.cookie).toBeUndefined();
    const one = (await app.inject({ method: 'GET', url: '/__mock/webhook-inbox?inbox=erp' })).json().data;
    expect(one).toHaveLength(1);
    const foreign = await app.inject({
      method: 'POST',
      url: '/__mock/webhook-inbox/erp',
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/webhook-inbox' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/webhook-inbox' })).json().data).toEqual([]);

    const page = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    expect(page).toContain('>Webhook inbox</h2>');
    const script = (await app.inject({ method: 'GET', url: '/__mock/page.js' })).body;
    expect(script).toContain('/__mock/webhook-inbox');
    // Received data never becomes markup.
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});

describe('the Network section of the control page (rule MNW-10)', () => {
  it('has a latency form and a fault form whose every field the control API takes, and lists operations', async () => {
    const { app } = await testApp();
    const page = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    expect(page).toContain('<h2 id="network-title">Network</h2>');
    expect(page).toContain(
      '<option value="createPayment">POST /accounts/:account/bank-accounts/:bankAccount/payments</option>',
    );
    const fieldsOf = (form: string) => {
      const markup = page.slice(
        page.indexOf(`<form id="${form}"`),
        page.indexOf('</form>', page.indexOf(form)),
      );
      return [...markup.matchAll(/ name="([a-z_]+)"/g)].map((m) => m[1] ?? '');
    };
    const faultFields = fieldsOf('fault-form');
    expect(faultFields).toEqual(
      expect.arrayContaining(['kind', 'operation', 'path', 'status', 'probability', 'phase']),
    );
    for (const name of faultFields) {
      const res = await app.inject({ method: 'POST', url: '/__mock/faults', payload: { [name]: 1 } });
      expect(res.json().errors?.[name]?.join(' ') ?? '', name).not.toMatch(/Not a field/);
    }
    // The profile select is sent as `latency` (the script takes it over the milliseconds field).
    const latencyFields = fieldsOf('latency-form');
    expect(latencyFields).toEqual(['profile', 'latency', 'operation']);
    for (const name of latencyFields.filter((n) => n !== 'profile')) {
      const res = await app.inject({ method: 'POST', url: '/__mock/latency', payload: { [name]: 1 } });
      expect(res.json().errors?.[name]?.join(' ') ?? '', name).not.toMatch(/Not a field/);
    }
    const script = (await app.inject({ method: 'GET', url: '/__mock/page.js' })).body;
    for (const path of ['/__mock/latency', '/__mock/faults']) expect(script).toContain(path);
    expect(page).toContain('id="clear-latency"');
    expect(page).toContain('id="clear-faults"');
  });
});
