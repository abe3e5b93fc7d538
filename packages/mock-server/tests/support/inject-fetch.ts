import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** Statuses whose Response may carry no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A fetch Request as app.inject options: method, path with query, headers and the body's bytes. */
export async function toInjectOptions(request: Request): Promise<InjectOptions> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
  return {
    method: request.method as InjectOptions['method'],
    url: `${url.pathname}${url.search}`,
    headers,
    ...(body !== undefined ? { payload: body } : {}),
  };
}

/** app.inject's answer as a fetch Response (every Set-Cookie kept as its own header). */
export function toResponse(res: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const body = NULL_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload);
  return new Response(body, { status: res.statusCode, headers });
}
