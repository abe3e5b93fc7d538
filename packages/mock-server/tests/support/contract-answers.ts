import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '../../src/http/app.js';
import type { ContractFinding } from '../contract/answer-validator.js';
import { answerValidator, ContractBreach } from '../contract/answer-validator.js';

const ERROR_RESPONSE = '#/components/schemas/ErrorResponse';

/** The error body of a fault the control API injected (`code: injected_fault`), else null. */
function injectedFault(res: LightMyRequestResponse): unknown {
  try {
    const body = JSON.parse(res.body) as { code?: unknown } | null;
    return body?.code === 'injected_fault' ? body : null;
  } catch {
    return null;
  }
}

/**
 * What an answer to /api/v1 breaks (other paths, HEAD and OPTIONS are not the API's). A fault the test
 * injected answers the status the test chose, not one of the bank's, so only its shape is checked.
 */
function findingsOf(res: LightMyRequestResponse, method: string, url: string): ContractFinding[] {
  const validator = answerValidator();
  const fault = injectedFault(res);
  if (fault)
    return validator
      .schemaErrors(ERROR_RESPONSE, fault)
      .map((e) => ({ operation: `injected fault on ${method} ${url}`, status: res.statusCode, ...e }));
  return validator.checkAnswer({
    method,
    path: url,
    status: res.statusCode,
    contentType: res.headers['content-type']?.toString(),
    body: res.body,
  });
}

/** Throws when an answer to /api/v1 breaks the contract. */
export function assertAnswerInContract(res: LightMyRequestResponse): void {
  const { method = 'GET', url = '' } = res.raw.req;
  if (!url.startsWith(`${API_PREFIX}/`) || method === 'HEAD' || method === 'OPTIONS') return;
  const findings = findingsOf(res, method, url);
  if (findings.length > 0) throw new ContractBreach(`${method} ${url}`, findings);
}

/**
 * Makes every answer `app.inject(options)` returns pass the contract's strict validator (rules API-14,
 * API-15): one that breaks it throws where the test asked for it, naming the operation, the status, where in
 * the body and the contract's keyword. Tests only: the served bank never pays for the check.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const res = await inject(options);
    assertAnswerInContract(res);
    return res;
  };
  // The callback and chain forms are left as they are: the tests await `inject(options)`.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}
