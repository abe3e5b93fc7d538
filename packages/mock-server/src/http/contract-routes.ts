import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';
import { REQUEST_SCHEMAS } from '../generated/request-schemas.js';
import type { OperationId } from '../operations/types.js';
import { MISSING_BODY } from '../validation/validate-request.js';

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Fastify skips body validation when there is no body at all; the contract's JSON bodies are required. */
async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && request.body !== null) return;
  const error = new Error('A JSON body is required.') as FastifyError & { validationContext?: string };
  error.validation = [MISSING_BODY];
  error.validationContext = 'body';
  error.statusCode = 400;
  throw error;
}

/** The operation a route of the contract serves, by method and route path (as Fastify names the route). */
export function operationOfRoute(
  prefix: string,
  method: string,
  url: string | undefined,
): OperationId | undefined {
  return CONTRACT_ROUTES.find((r) => r.method === method && `${prefix}${r.path}` === url)?.operationId;
}

/**
 * Bodies above the server's 1 MiB default, per operation. A bulk payment of 1,000 rows fits 1 MiB in practice
 * (about 200 bytes a row to existing recipients, 350 with a new one), but the contract allows rows of about
 * 2 KiB (a new recipient with every text at its longest, in multi-byte characters): 4 MiB takes any batch the
 * contract accepts, so the contract's own 400 (1,001 rows, a field too long) answers, never a 413. (The MSW
 * adapter reads bodies of any size.)
 */
export const BODY_LIMITS: Partial<Record<OperationId, number>> = {
  validatePaymentBatch: 4 * 1024 * 1024,
  createPaymentBatch: 4 * 1024 * 1024,
};

/**
 * Every operation of the contract as a Fastify route, validated with the request schemas generated from
 * openapi.yaml by fastify-openapi-glue (src/generated/request-schemas.ts, kept fresh by a test). The MSW
 * adapter validates with the very same schemas; converting the contract at each start instead would
 * cost about half a second (glue checks the whole document against the OpenAPI meta-schema first).
 */
export function registerContractRoutes(
  app: FastifyInstance,
  prefix: string,
  handlerFor: (operationId: OperationId) => RouteHandler,
): void {
  for (const route of CONTRACT_ROUTES) {
    const parts = REQUEST_SCHEMAS[route.operationId];
    if (!parts) throw new Error(`No request schema for ${route.operationId}: run npm run gen`);
    // A copy: Fastify keeps and may annotate the schemas it compiles; the MSW adapter shares the originals.
    const { params, querystring, headers, body } = structuredClone(parts);
    const schema: FastifySchema = {
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
    };
    app.route({
      method: route.method,
      url: `${prefix}${route.path}`,
      schema,
      ...(parts.jsonBody ? { preValidation: requireBody } : {}),
      ...(BODY_LIMITS[route.operationId] ? { bodyLimit: BODY_LIMITS[route.operationId] } : {}),
      handler: handlerFor(route.operationId),
    });
  }
}
