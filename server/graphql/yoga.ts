/**
 * GraphQL Yoga at POST /api/graphql over Fastify's request. The schema is exactly
 * domain/schema.graphql, read at start. Unsigned callers are refused by the /api guard before
 * Yoga runs (see auth/guard.ts, route config `graphql`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { ERROR_CODES, type ErrorCode } from '../../domain/errors';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { recordingReads } from '../db/readTables';
import { callerKey, READ_CACHE_HEADER, type ReadCache } from './readCache';
import { limitPlugins } from './armor';
import { AnswerBudget } from './answerRoom';
import { answerSizeMessage, GRAPHQL_LIMITS, type GraphQLLimits } from './limits';
import { rawRequestProblem } from './rawGuards';
import { timeBudgetPlugin } from './timeBudget';
import { compiledExecutionPlugin, SERVER_COMPILE_POLICY } from './compiledExecution';
import { accessPlugin } from '../auth/access';
import { graphqlBodyTextProblem } from '../lib/nulCharacter';
import { GRAPHQL_JSON_ONLY } from '../rest/errors';

export const SCHEMA_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'domain', 'schema.graphql');
const NO_DOCUMENT_MESSAGE = 'Send a GraphQL request as a JSON object with the operation in "query".';
const NOT_ACCEPTABLE_MESSAGE =
  'GraphQL answers are JSON (application/json, application/graphql-response+json) or a stream (text/event-stream, multipart/mixed): accept one of them.';
/** graphql-js's whole message when comparing a document's repeated fields takes too long. */
const VALIDATION_ABORTED = 'Validation aborted.';
const TOO_MANY_REPEATS_MESSAGE = 'This query repeats the same fields too many times to be checked. Ask for each field once.';
export const INTERNAL_GRAPHQL_MESSAGE = 'Something went wrong on the server. Please try again.';

type ServerContext = { req: FastifyRequest; reply: FastifyReply; answer?: AnswerBudget };
type FullContext = ServerContext & GraphQLContext;
export type Resolvers = NonNullable<Parameters<typeof createSchema<FullContext>>[0]['resolvers']>;

export interface GraphQLRouteOptions {
  services: Services;
  resolvers: Resolvers;
  log: (message: string) => void;
  /** Only for tests that need another contract; the server always serves domain/schema.graphql. */
  typeDefs?: string;
  /** Answers of unchanged reads given again (./readCache.ts); none when absent. */
  readCache?: ReadCache | null;
  /** Only for tests of the limits themselves (a tiny budget or answer cap); GRAPHQL_LIMITS otherwise. */
  limits?: Partial<GraphQLLimits>;
}

export function registerGraphQL(app: FastifyInstance, options: GraphQLRouteOptions): void {
  const limits: GraphQLLimits = { ...GRAPHQL_LIMITS, ...options.limits };
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<FullContext>({
      typeDefs: options.typeDefs ?? readFileSync(SCHEMA_PATH, 'utf8'),
      resolvers: options.resolvers,
    }),
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    context: ({ req, answer }): GraphQLContext => {
      if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      return { user: req.user, services: options.services, answer };
    },
    maskedErrors: { maskError: (error) => maskError(error, options.log) },
    // Files go to /api/s3 and no operation takes an upload; a GraphQL multipart request would
    // also carry its document and variables past the checks of JSON bodies below.
    multipart: false,
    // compiledExecutionPlugin: reads run as compiled code, within the time budget's signal, once
    // their document comes back (SERVER_COMPILE_POLICY: a document sent once is not worth compiling).
    // accessPlugin: each operation's root fields against the caller's role (server/auth/access.ts);
    // after the compiled plugin, so that compiled reads too run as their caller (a plugin wraps
    // the execution the plugins before it set).
    plugins: [...limitPlugins(limits), timeBudgetPlugin(limits.queryMs), compiledExecutionPlugin(undefined, SERVER_COMPILE_POLICY), accessPlugin(), errorCodesPlugin()],
  });

  app.route({
    url: '/api/graphql',
    method: 'POST',
    config: { graphql: true },
    bodyLimit: 4 * limits.documentBytes,
    handler: async (req, reply) => {
      if (req.isMultipart()) return reply.code(415).send(graphqlError(GRAPHQL_JSON_ONLY, 'BAD_USER_INPUT'));
      // Yoga would read the body again from the request, which Fastify has consumed, and answer
      // its JSON parser's error (a SyntaxError, named): a body without a document stops here.
      if (!hasDocument(req.body)) return reply.code(400).send(graphqlError(NO_DOCUMENT_MESSAGE, 'BAD_USER_INPUT'));
      const problem = rawRequestProblem(req.body, limits) ?? graphqlBodyTextProblem(req.body);
      if (problem) return reply.code(400).send(graphqlError(problem, 'BAD_USER_INPUT'));
      const cache = options.readCache;
      const key = cache && req.user ? cache.keyOf(callerKey(req.user), req.headers.accept, req.body) : null;
      // Read with the session in the guard (one query a request); asked for here otherwise.
      const versions = cache && key ? (req.tableVersions ?? (await cache.versions())) : null;
      if (cache && key && versions !== null) {
        const hit = cache.get(key, versions);
        if (hit) return reply.status(200).header('content-type', hit.contentType).header(READ_CACHE_HEADER, 'hit').send(hit.body);
      }
      // The answer's room, taken by list pages before they read heavy fields (./answerRoom.ts).
      const answer = new AnswerBudget(limits.answerBytes);
      // A query that may be kept runs recording the tables its SQL names (server/db/readTables.ts).
      const run = async () => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, answer });
        return { response, body: await response.text() };
      };
      const { result: { response, body }, reads } = key ? await recordingReads(run) : { result: await run(), reads: null };
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A list page refused before it was read: the same answer as one measured too large below.
      if (answer.refused) return tooLarge(reply, limits);
      if (response.status === 500) return sendRequestErrors(reply, body);
      // Yoga's own 406 has no body: the caller would not learn what to ask for.
      if (response.status === 406) return reply.header('content-type', 'application/json; charset=utf-8').send(graphqlError(NOT_ACCEPTABLE_MESSAGE, 'BAD_USER_INPUT'));
      // The answer is encoded once and sent as those bytes: sent as text, it was measured,
      // encoded and copied again behind the headers (a 100-row page is ~35 KB), a visible part
      // of the app's CPU and garbage for a fresh page (issue 15). The bytes are the same.
      const bytes = Buffer.from(body, 'utf8');
      // The backstop of the cost rule: text fields can be long, so a bounded number of values
      // can still make a large answer. Nothing of it is sent, and the console shows the message.
      if (bytes.length > limits.answerBytes) return tooLarge(reply, limits);
      if (cache && key && versions !== null && reads && response.status === 200) {
        const read = await cache.versionsRead(reads, versions);
        if (read !== null) cache.set(key, { versions: read, contentType: response.headers.get('content-type') ?? 'application/json', body });
        return reply.header(READ_CACHE_HEADER, 'miss').send(bytes);
      }
      return reply.send(bytes);
    },
  });

  // The endpoint exists for these methods too: a 405 naming the one it takes, not a 404.
  app.route({
    url: '/api/graphql',
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    config: { graphql: true },
    handler: async (_req, reply) => reply.code(405).header('allow', 'POST').send(graphqlError('Send GraphQL requests with POST.', 'BAD_USER_INPUT')),
  });
}

/**
 * Yoga answers 500 to errors it cannot place in a result: a document that does not parse or
 * validate, or variables that do not fit. Those are the caller's input (errorCodesPlugin gives
 * them BAD_USER_INPUT), so they get 400; anything else stays a 500.
 */
function sendRequestErrors(reply: FastifyReply, body: string) {
  let callersInput = false;
  try {
    const errors = (JSON.parse(body) as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors;
    callersInput = !!errors?.length && errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT');
  } catch {
    callersInput = false;
  }
  return reply.status(callersInput ? 400 : 500).send(body);
}

function tooLarge(reply: FastifyReply, limits: GraphQLLimits) {
  return reply.code(400).header('content-type', 'application/json; charset=utf-8').send(graphqlError(answerSizeMessage(limits.answerBytes), 'BAD_USER_INPUT'));
}

function hasDocument(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { query?: unknown }).query === 'string';
}

function graphqlError(message: string, code: ErrorCode) {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

/**
 * graphql ships CommonJS and ESM builds and Yoga's executor may load the other one, so
 * `instanceof GraphQLError` is unreliable here: recognise it by name.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function maskError(error: unknown, log: (message: string) => void): Error {
  const located = isGraphQLError(error) ? error : null;
  const original = located?.originalError ?? error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      nodes: located?.nodes,
      path: located?.path,
      extensions: original.fields ? { code: original.code, fields: original.fields } : { code: original.code },
    });
  }
  if (isGraphQLError(original)) return original;
  const detail = original instanceof Error ? (original.stack ?? original.message) : String(original);
  log(`GraphQL resolver failed${located?.path ? ` at ${located.path.join('.')}` : ''}: ${detail}`);
  return new GraphQLError(INTERNAL_GRAPHQL_MESSAGE, { path: located?.path, extensions: { code: 'INTERNAL' } });
}

/**
 * Every error leaves with one of our codes: parse, validation and variable errors (graphql-js's
 * own, without a code) are the caller's input, so BAD_USER_INPUT.
 */
function errorCodesPlugin(): Plugin {
  const known = new Set<string>(ERROR_CODES);
  const withCode = (error: GraphQLError): GraphQLError => {
    const code = error.extensions?.code;
    if (typeof code === 'string' && known.has(code)) return error;
    // Yoga puts its parser's own error in originalError (name, message): an internal detail.
    const { http: _http, originalError: _original, ...rest } = error.extensions ?? {};
    return new GraphQLError(error.message === VALIDATION_ABORTED ? TOO_MANY_REPEATS_MESSAGE : error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: { ...rest, code: 'BAD_USER_INPUT' },
    });
  };
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const errors = result.errors;
      if (!errors || errors.length === 0) return;
      setResult({ ...result, errors: errors.map((e) => (isGraphQLError(e) ? withCode(e) : e)) });
    },
  };
}
