import type { FastifyInstance } from 'fastify';
import { decodeUtf8 } from '../validation/json-body.js';

/** The error code of a JSON body whose bytes are not UTF-8 (answered 400 by the app's error handler). */
export const NOT_UTF8 = 'BODY_NOT_UTF8';

/**
 * Fastify's own JSON parser (prototype poisoning refused, empty and malformed bodies its errors), fed the
 * body decoded strictly: Fastify decodes with replacement characters, so invalid UTF-8 would be stored.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) {
      done(
        Object.assign(new Error('The body is not valid UTF-8.'), { code: NOT_UTF8, statusCode: 400 }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
