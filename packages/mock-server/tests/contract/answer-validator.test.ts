import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createContractValidator, describeFinding } from '../../../../openapi/contract-validator.mjs';
import { buildApp } from '../../src/http/app.js';
import { loadSpec } from '../../src/http/spec.js';
import { signedIn, TEST_START } from '../support/test-app.js';
import { answerValidator } from './answer-validator.js';
import { closedCompositions } from './closed-compositions.js';

const NW = '/api/v1/accounts/org_northwind';
const json = 'application/json; charset=utf-8';

describe('the strict contract validator (rules API-14, API-15)', () => {
  const validator = answerValidator();

  it('names the operation, status, place in the body and the broken keyword of an answer', () => {
    const extra = validator.checkAnswer({
      method: 'GET',
      path: `${NW}/bank-accounts/ba_northwind_ops/balances?x=1`,
      status: 200,
      contentType: json,
      body: JSON.stringify({ data: [], meta: { total: 0 } }),
    });
    expect(extra.map(describeFinding)).toEqual([
      "listBalances → 200 at /: must NOT have additional properties: 'meta' (#/paths/~1accounts~1{account}~1bank-accounts~1{bankAccount}~1balances/get/responses/200/content/application~1json/schema/additionalProperties)",
    ]);
    const status = validator.checkAnswer({
      method: 'POST',
      path: `${NW}/recipients`,
      status: 418,
      contentType: json,
      body: '{"message":"No."}',
    });
    expect(status).toHaveLength(1);
    expect(describeFinding(status[0] ?? { operation: '', status: 0, message: '' })).toMatch(
      /^createRecipient → 418: status 418 is not declared \(declared: 201, 400, /,
    );
    const type = validator.checkAnswer({
      method: 'GET',
      path: '/api/v1/user/current',
      status: 200,
      contentType: 'text/html',
      body: '<p>hi</p>',
    });
    expect(type.map(describeFinding)).toEqual([
      "getCurrentUser → 200: content type 'text/html' is not declared (declared: application/json)",
    ]);
    const bodyOnNoContent = validator.checkAnswer({
      method: 'GET',
      path: '/api/v1/auth/xsrf',
      status: 204,
      contentType: json,
      body: '{}',
    });
    expect(bodyOnNoContent.map((f) => f.message)).toEqual(['a body where the contract declares none: {}']);
  });

  it('reads a literal segment before a parameter, with or without the base path and query', () => {
    const path = '/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments';
    expect(validator.operationOf('POST', `/api/v1${path}/challenge`)?.operationId).toBe(
      'createPaymentChallenge',
    );
    expect(validator.operationOf('GET', `${path}/pay_1?x=1`)?.operationId).toBe('getPayment');
    expect(validator.operationOf('GET', `${path}/challenge`)).toBeNull();
    expect(validator.operationOf('GET', '/api/v1/nowhere')).toBeNull();
  });

  it('wants an answer to a request the contract does not declare to be an error in its shape', () => {
    const answer = { method: 'GET', path: '/api/v1/nowhere', contentType: json };
    expect(
      validator.checkAnswer({ ...answer, status: 404, body: '{"message":"Not here.","code":"not_found"}' }),
    ).toEqual([]);
    expect(
      validator.checkAnswer({ ...answer, status: 404, body: '{"error":"Not Found"}' }).map(describeFinding),
    ).toEqual([
      "GET /api/v1/nowhere (no operation) → 404 at /: must have required property 'message' (#/components/schemas/ErrorResponse/required)",
      "GET /api/v1/nowhere (no operation) → 404 at /: must NOT have additional properties: 'error' (#/components/schemas/ErrorResponse/additionalProperties)",
    ]);
    expect(validator.checkAnswer({ ...answer, status: 200, body: '{"message":"ok"}' })).toHaveLength(1);
  });

  it('is strict: an unknown keyword in the contract is refused, not ignored', () => {
    const document = loadSpec();
    const { schemas } = document.components as { schemas: Record<string, unknown> };
    schemas.Typo = { type: 'object', additionalProperty: false };
    const doctored = createContractValidator({ document, Ajv2020, addFormats });
    expect(() => doctored.compile('#/components/schemas/Typo')).toThrow(
      'strict mode: unknown keyword: "additionalProperty"',
    );
  });

  it('compiles every schema of the contract and every answer it declares in strict mode', () => {
    const { document } = validator;
    for (const name of Object.keys(document.components.schemas ?? {}))
      expect(() => validator.compile(`#/components/schemas/${name}`), name).not.toThrow();
    for (const { operationId, operation } of validator.operations)
      for (const [status, raw] of Object.entries(operation.responses as Record<string, object>)) {
        const response = validator.resolve(raw) as { content?: Record<string, { schema?: object }> };
        for (const media of Object.values(response.content ?? {}))
          if (media.schema) {
            const at = validator.pointerOf(media.schema) ?? '';
            expect(() => validator.compile(at), `${operationId} ${status}`).not.toThrow();
          }
      }
  });

  it('finds no composition that closes a part another part extends (a closed allOf member refuses the rest)', () => {
    expect(closedCompositions(validator)).toEqual([]);
  });

  it('accepts the payment batch the bank answers with its rows (PaymentBatch composes PaymentBatchSummary)', async () => {
    // An app without the tests' answer check, so the finding is asserted here rather than thrown.
    const { app } = await buildApp({
      bankConfig: { clockStart: TEST_START, frozenClock: true },
      rateLimitMax: 0,
    });
    const ada = await signedIn(app);
    const res = await ada.call('GET', '/accounts/org_northwind/payment-batches/pbt_northwind_october');
    expect(res.statusCode).toBe(200);
    const findings = validator.checkAnswer({
      method: 'GET',
      path: `${NW}/payment-batches/pbt_northwind_october`,
      status: res.statusCode,
      contentType: res.headers['content-type']?.toString(),
      body: res.body,
    });
    expect(findings.map(describeFinding)).toEqual([]);
    await app.close();
  });
});
