/** JSON Schemas of one operation's request parts, as both adapters validate them. */
export type RequestSchema = {
  params?: object;
  querystring?: object;
  headers?: object;
  /** The JSON body's schema (absent for multipart and body-less operations). */
  body?: object;
  /** The contract's JSON bodies are all required: a missing body is a 400. */
  jsonBody: boolean;
  /** Multipart bodies are streamed and checked by the operation (413 before buffering). */
  multipart: boolean;
};

/** Whether an operation takes a request body at all (a body sent to one that takes none is ignored). */
export const takesBody = (schema: RequestSchema | undefined): boolean =>
  schema !== undefined && (schema.body !== undefined || schema.jsonBody || schema.multipart);

type RouteSchema = Record<string, unknown> & {
  body?: { content?: Record<string, { schema?: object }> };
  headers?: { properties?: Record<string, unknown>; required?: string[] };
};

/**
 * Turns a route schema made by fastify-openapi-glue from the contract into what is validated: no
 * response schemas (answers are checked by Prism, not silently filtered), no multipart body schema,
 * header names lowercased (Node lowercases them; Fastify only normalises headers for its own compiler).
 * Mutates `schema` and returns the request's parts.
 */
export function normalizeRouteSchema(schema: RouteSchema): RequestSchema {
  delete schema.response;
  const content = schema.body?.content;
  const multipart = Boolean(content?.['multipart/form-data']);
  const jsonSchema = content?.['application/json']?.schema;
  if (multipart) delete schema.body;
  const headers = schema.headers;
  if (headers?.properties) {
    headers.properties = Object.fromEntries(
      Object.entries(headers.properties).map(([k, v]) => [k.toLowerCase(), v]),
    );
    if (headers.required) headers.required = headers.required.map((k) => k.toLowerCase());
  }
  const parts: RequestSchema = { jsonBody: !multipart && jsonSchema !== undefined, multipart };
  for (const key of ['params', 'querystring', 'headers'] as const) {
    const part = schema[key];
    if (part && typeof part === 'object') parts[key] = part;
  }
  if (!multipart && jsonSchema) parts.body = jsonSchema;
  return parts;
}
