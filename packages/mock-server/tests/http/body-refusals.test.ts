import { describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../src/http/contract-routes.js';
import { answerValidator } from '../contract/answer-validator.js';
import { signedIn, testApp } from '../support/test-app.js';

/** The security headers an ordinary answer carries, which a refusal must carry as well. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'cache-control',
];

/** Every operation that takes a request body, with a concrete path (its parameters' examples, else `x_1`). */
function bodyOperations() {
  const validator = answerValidator();
  return validator.operations
    .filter((o) => o.operation.requestBody)
    .map((o) => {
      const item = validator.document.paths[o.template] as { parameters?: object[] };
      const examples = new Map<string, string>();
      for (const raw of [...(item.parameters ?? []), ...((o.operation.parameters as object[]) ?? [])]) {
        const p = validator.resolve(raw) as { name: string; example?: string };
        if (p.example) examples.set(p.name, p.example);
      }
      const path = o.template.replace(/\{(\w+)\}/g, (_m, name: string) => examples.get(name) ?? 'x_1');
      return { ...o, url: `/api/v1${path}` };
    });
}

describe('refusals of a request body, before the bank reads it (rule API-15)', () => {
  const operations = bodyOperations();

  it('answers a foreign media type 415 on every operation with a body, in the contract shape with the security headers', async () => {
    expect(operations.length).toBeGreaterThan(30);
    const { app } = await testApp();
    // Signed in: a secured operation checks its caller (XSRF, bearer) before what was sent.
    const ada = await signedIn(app);
    const ordinary = await app.inject({ method: 'GET', url: '/api/v1/resources/countries' });
    for (const { operationId, method, url } of operations) {
      // The tests' answer check (test-app.ts) already holds each answer to the operation's declared 415.
      const res = await ada.call(method, url, {
        headers: { 'content-type': 'text/plain' },
        body: 'amount=12500.00',
      });
      expect(res.statusCode, operationId).toBe(415);
      expect(res.json(), operationId).toEqual({
        message: 'Unsupported media type.',
        code: 'validation_failed',
      });
      for (const name of SECURITY_HEADERS)
        expect(res.headers[name], `${operationId} ${name}`).toBe(ordinary.headers[name]);
    }
    await app.close();
  });

  it('answers a body over the limit 413 on every operation with a body, in the contract shape with the security headers', async () => {
    const { app } = await testApp();
    // Signed in: a secured operation checks its caller (XSRF, bearer) before what was sent.
    const ada = await signedIn(app);
    const ordinary = await app.inject({ method: 'GET', url: '/api/v1/resources/countries' });
    for (const { operationId, method, url, operation } of operations) {
      const content = (operation.requestBody as { content: Record<string, unknown> }).content;
      const limit = BODY_LIMITS[operationId as keyof typeof BODY_LIMITS] ?? 1024 * 1024;
      if (!content['application/json']) continue; // The KYC upload's 10 MB limit is upload.test.ts's.
      const res = await ada.call(method, url, {
        headers: { 'content-type': 'application/json' },
        body: `{"reference":"${'x'.repeat(limit)}"}`,
      });
      expect(res.statusCode, operationId).toBe(413);
      expect(res.json(), operationId).toEqual({
        message: 'The request body is too large.',
        code: 'payload_too_large',
      });
      for (const name of SECURITY_HEADERS)
        expect(res.headers[name], `${operationId} ${name}`).toBe(ordinary.headers[name]);
    }
    await app.close();
  });
});
