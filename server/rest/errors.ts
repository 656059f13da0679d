/** One error shape for every REST answer: RestErrorBody, with no internals on a server fault. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { RestErrorBody } from '../../domain/errors';
import { AppError, HTTP_STATUS } from '../errors';

export const INTERNAL_MESSAGE = 'Something went wrong on the server. Please try again.';
/** A JSON body with a key that would reach objects' prototype (app.ts reads bodies). */
export const PROTOTYPE_KEY_MESSAGE = 'The request body uses "__proto__" or "constructor.prototype" as a key, which is not accepted.';

export function restErrorBody(error: AppError): RestErrorBody {
  return error.fields ? { error: error.message, code: error.code, fields: error.fields } : { error: error.message, code: error.code };
}

export const UNSUPPORTED_BODY_MESSAGE = 'Send the body as JSON (Content-Type: application/json); a file upload as multipart/form-data.';
export const GRAPHQL_JSON_ONLY = 'Send GraphQL requests as JSON (Content-Type: application/json).';

export function installErrorHandler(app: FastifyInstance, log: (message: string) => void): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(HTTP_STATUS[error.code]).send(restErrorBody(error));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      const body: RestErrorBody = { error: 'The request is too large.', code: 'BAD_USER_INPUT' };
      return reply.code(413).send(body);
    }
    if (status === 415) {
      // Fastify's own words ("Unsupported Media Type") do not say what to send instead.
      if (request.routeOptions.config?.graphql) {
        return reply.code(415).send({ data: null, errors: [{ message: GRAPHQL_JSON_ONLY, extensions: { code: 'BAD_USER_INPUT' } }] });
      }
      const body: RestErrorBody = { error: UNSUPPORTED_BODY_MESSAGE, code: 'BAD_USER_INPUT' };
      return reply.code(415).send(body);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) are safe to show.
      const body: RestErrorBody = { error: readable(error.message), code: 'BAD_USER_INPUT' };
      return reply.code(status).send(body);
    }
    log(`${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    const body: RestErrorBody = { error: INTERNAL_MESSAGE, code: 'INTERNAL' };
    return reply.code(500).send(body);
  });
}

export function notFoundBody(method: string, url: string): RestErrorBody {
  return { error: `There is no ${method} ${url.split('?')[0]}.`, code: 'NOT_FOUND' };
}

function readable(message: string): string {
  const text = message.trim();
  return text.endsWith('.') ? text : `${text}.`;
}
