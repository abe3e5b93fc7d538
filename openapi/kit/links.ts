import type { KitLink, KitOperation } from './contract.js';

/** What a link's runtime expressions read: the request that was answered and its answer. */
export interface LinkSource {
  /** The request's path and query values, by parameter name. */
  values: Readonly<Record<string, string>>;
  requestBody: unknown;
  status: number;
  responseBody: unknown;
}

/** The value at a JSON pointer ('/data/ref'), or undefined. */
function at(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * One runtime expression of OpenAPI's links, of the kinds the contract uses: `$request.path.<name>`,
 * `$request.query.<name>`, `$request.body#<pointer>`, `$response.body#<pointer>`; anything else is a constant.
 * Undefined when it points at nothing.
 */
export function evaluate(expression: string, source: LinkSource): string | undefined {
  const parameter = /^\$request\.(?:path|query)\.(.+)$/.exec(expression);
  if (parameter) return source.values[parameter[1] ?? ''];
  const body = /^\$(request|response)\.body#(.*)$/.exec(expression);
  if (body) {
    const value = at(body[1] === 'request' ? source.requestBody : source.responseBody, body[2] ?? '');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
  return expression.startsWith('$') ? undefined : expression;
}

/**
 * The values of `target`'s parameters that a link of the answered operation names, for the answer's status;
 * null when the operation declares no such link, `{ missing }` when an expression points at nothing.
 */
export function followLink(
  answered: KitOperation,
  target: KitOperation,
  source: LinkSource,
): { link: KitLink; values: Record<string, string> } | { missing: string } | null {
  const link = answered.links.find(
    (l) => l.operationId === target.operationId && l.status === String(source.status),
  );
  if (!link) return null;
  const values: Record<string, string> = {};
  for (const [name, expression] of Object.entries(link.parameters)) {
    const value = evaluate(expression, source);
    if (value === undefined)
      return { missing: `the link ${link.name} of ${answered.operationId} found nothing at ${expression}` };
    values[name] = value;
  }
  return { link, values };
}
