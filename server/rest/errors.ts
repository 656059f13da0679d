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
    // The GraphQL endpoint answers in GraphQL's shape, so its client reads the message.
    const graphql = !!request.routeOptions.config?.graphql;
    const send = (status: number, message: string, code: RestErrorBody['code'], fields?: Record<string, string>) => {
      if (graphql) return reply.code(status).send({ data: null, errors: [{ message, extensions: fields ? { code, fields } : { code } }] });
      const body: RestErrorBody = fields ? { error: message, code, fields } : { error: message, code };
      return reply.code(status).send(body);
    };
    if (error instanceof AppError) return send(HTTP_STATUS[error.code], error.message, error.code, error.fields);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return send(413, 'The request is too large.', 'BAD_USER_INPUT');
    // Fastify's own words ("Unsupported Media Type") do not say what to send instead.
    if (status === 415) return send(415, graphql ? GRAPHQL_JSON_ONLY : UNSUPPORTED_BODY_MESSAGE, 'BAD_USER_INPUT');
    // Fastify's own client errors (bad JSON, wrong content type) are safe to show.
    if (status >= 400 && status < 500) return send(status, readable(error.message), 'BAD_USER_INPUT');
    log(`${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    return send(500, INTERNAL_MESSAGE, 'INTERNAL');
  });
}

export function notFoundBody(method: string, url: string): RestErrorBody {
  return { error: `There is no ${method} ${url.split('?')[0]}.`, code: 'NOT_FOUND' };
}

function readable(message: string): string {
  const text = message.trim();
  return text.endsWith('.') ? text : `${text}.`;
}
