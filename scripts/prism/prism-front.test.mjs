import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { freePort, loadContractValidator, startFront } from './prism-front.mjs';

/** What the stand-in for Prism answers, by path: status, headers, body. */
const ANSWERS = {
  '/auth/xsrf': [204, {}, ''],
  '/user/notifications/unread-count': [200, { 'content-type': 'application/json' }, '{"data":{"count":"3"}}'],
  '/user/current': [418, { 'content-type': 'application/json' }, '{"message":"I am a teapot."}'],
  '/auth/refresh': [
    401,
    { 'content-type': 'application/problem+json' },
    '{"type":"https://stoplight.io/prism/errors#UNAUTHORIZED","title":"Invalid security scheme used","status":401,"detail":""}',
  ],
  '/does-not-exist': [
    404,
    { 'content-type': 'application/problem+json' },
    '{"type":"https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR","title":"Route not resolved, no path matched","status":404,"detail":""}',
  ],
  '/user/show': [
    200,
    { 'content-type': 'application/json', 'sl-violations': '[{"message":"Prism saw it"}]' },
    '{}',
  ],
};

let prism;
let prismPort = 0;
let front;
let base = '';

before(async () => {
  prismPort = await freePort();
  prism = createServer((req, res) => {
    const [status, headers, body] = ANSWERS[req.url] ?? [404, {}, ''];
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise((resolve) => prism.listen(prismPort, '127.0.0.1', resolve));
  const port = await freePort();
  front = await startFront({ port, prismPort, validator: loadContractValidator() });
  base = `http://127.0.0.1:${port}`;
});

after(() => {
  front?.close();
  prism?.close();
});

const violations = async () => (await (await fetch(`${base}/__contract/violations`)).json()).violations;

test('records what the strict validator finds in an answer Prism passed, naming operation, status and keyword (rule API-14)', async () => {
  await fetch(`${base}/__contract/violations`, { method: 'DELETE' });
  for (const path of ['/auth/xsrf', '/user/notifications/unread-count', '/user/current'])
    await (await fetch(`${base}/api/v1${path}`)).text();
  assert.deepEqual(await violations(), [
    {
      method: 'GET',
      path: '/api/v1/user/notifications/unread-count',
      status: 200,
      source: 'ajv',
      violations:
        'getUnreadNotificationsCount → 200 at /data/count: must be integer (#/components/schemas/UnreadCount/properties/count/type)',
    },
    {
      method: 'GET',
      path: '/api/v1/user/current',
      status: 418,
      source: 'ajv',
      violations: 'getCurrentUser → 418: status 418 is not declared (declared: 200, 400, 401, 421, 429, 500)',
    },
  ]);
});

test("keeps Prism's own finding once, without the strict validator's reading of the same answer", async () => {
  await fetch(`${base}/__contract/violations`, { method: 'DELETE' });
  const res = await fetch(`${base}/api/v1/user/show`);
  assert.equal(res.status, 200);
  await res.text();
  const found = await violations();
  assert.deepEqual(
    found.map((v) => [v.source, v.path, v.violations]),
    [['prism', '/api/v1/user/show', '[{"message":"Prism saw it"}]']],
  );
});

test("does not read Prism's own refusals (no such path, missing credentials) as the bank's answers", async () => {
  await fetch(`${base}/__contract/violations`, { method: 'DELETE' });
  const refused = await fetch(`${base}/api/v1/auth/refresh`, { method: 'POST' });
  assert.equal(refused.status, 401);
  await refused.text();
  const unknown = await fetch(`${base}/api/v1/does-not-exist`);
  assert.equal(unknown.status, 404);
  await unknown.text();
  assert.deepEqual(await violations(), []);
});

test('passes a file the bank built byte for byte, past Prism, which would re-encode it as text', async () => {
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff]);
  const asked = [];
  const bank = createServer((req, res) => {
    asked.push(req.url);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="statement.pdf"',
    });
    res.end(bytes);
  });
  const bankPort = await freePort();
  await new Promise((resolve) => bank.listen(bankPort, '127.0.0.1', resolve));
  const port = await freePort();
  const direct = await startFront({
    port,
    prismPort,
    upstream: `http://127.0.0.1:${bankPort}/api/v1`,
    validator: loadContractValidator(),
  });
  try {
    const file = await fetch(`http://127.0.0.1:${port}/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-disposition'), 'attachment; filename="statement.pdf"');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), bytes);
    // Everything else still goes through Prism.
    assert.equal((await fetch(`http://127.0.0.1:${port}/api/v1/auth/xsrf`)).status, 204);
    assert.deepEqual(asked, ['/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd']);
    const found = (await (await fetch(`http://127.0.0.1:${port}/__contract/violations`)).json()).violations;
    assert.deepEqual(found, []);
  } finally {
    direct.close();
    bank.close();
  }
});
