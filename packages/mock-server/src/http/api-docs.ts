import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SPEC_PATH } from './spec.js';

/** The published API reference `npm run docs:api` builds beside the contract (openapi/docs/build-reference.mjs). */
export const API_DOCS_DIR = join(dirname(SPEC_PATH), 'docs', 'dist');

/** What the built page holds where each answer's nonce goes (NONCE_PLACEHOLDER of build-reference.mjs). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The reference's files besides the page: scripts and stylesheets only, named without any path. */
const FILE_NAME = /^[a-z0-9][a-z0-9.-]*\.(js|css)$/;
const FILE_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * The reference page's policy, as strict as the control page's: scripts only from this origin (the page has
 * none inline), nothing to connect to, frame, post or base. Redoc renders its styles at run time with
 * styled-components, which writes <style> elements: they carry this answer's nonce (the page's
 * `<meta property="csp-nonce">`), so no `unsafe-inline` is needed. Its stylesheet inlines an icon font and
 * SVG icons as `data:` URLs.
 */
export function apiDocsPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Answered while the reference has not been built: what to run. No script, no style. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference not built</title></head>
<body>
<h1>The API reference has not been built</h1>
<p>Run <code>npm run docs:api</code> (or <code>npm run gen</code>) at the repository root, then reload this page.</p>
</body>
</html>
`;

async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * `/docs`: the API reference of the contract, read from disk at each request so a rebuild shows without a
 * restart. `dir` is where the build wrote it (tests point it elsewhere).
 */
export function registerApiDocs(app: FastifyInstance, dir: string = API_DOCS_DIR): void {
  const page = async (_request: unknown, reply: FastifyReply) => {
    const html = await readIfThere(join(dir, 'index.html'));
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', apiDocsPolicy(nonce)).type('text/html; charset=utf-8');
    if (!html) return reply.code(404).send(NOT_BUILT_PAGE);
    return reply.send(html.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/docs', page);
  app.get('/docs/', page);
  app.get('/docs/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = FILE_NAME.exec(file)?.[1];
    const body = type ? await readIfThere(join(dir, file)) : null;
    if (!type || !body) return reply.callNotFound();
    return reply.type(FILE_TYPES[type] ?? 'application/octet-stream').send(body);
  });
}
