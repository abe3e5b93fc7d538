import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * A body in a media type the bank reads no parser for: 415 where the operation takes a body, ignored where
 * it takes none (as a JSON body there is), so an operation without a body never answers a 415 it does not
 * declare. `takesNoBody`: whether the request's route is an operation without a body.
 */
export function registerForeignBodyParser(
  app: FastifyInstance,
  takesNoBody: (request: FastifyRequest) => boolean,
): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, _body, done) => {
    if (takesNoBody(request)) {
      done(null, undefined);
      return;
    }
    done(Object.assign(new Error('Unsupported media type.'), { statusCode: 415 }), undefined);
  });
}
