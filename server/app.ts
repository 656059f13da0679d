/**
 * The HTTP server: guards, REST routes, GraphQL and the built console. Built as a function so
 * tests can `app.inject` without listening.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import helmet from 'helmet';
import { RESUME_MAX_BYTES } from '../domain/constants';
import type { RestErrorBody } from '../domain/errors';
import { installAccessControl } from './auth/access';
import { installGuards } from './auth/guard';
import { createSharedLoginLimiter } from './auth/sharedLoginLimiter';
import { createPasswordGuessLimiter } from './auth/passwordGuesses';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { resolvers as allResolvers } from './graphql';
import { createReadCache } from './graphql/readCache';
import type { GraphQLLimits } from './graphql/limits';
import { registerGraphQL, type Resolvers } from './graphql/yoga';
import { registerApplicantRoutes } from './rest/applicants';
import { registerAuthRoutes } from './rest/auth';
import { hasBuiltConsole, isConsolePath, registerConsole } from './consoleAssets';
import { refuseNulCharacters } from './lib/nulCharacter';
import { installErrorHandler, notFoundBody, PROTOTYPE_KEY_MESSAGE } from './rest/errors';
import { registerExportRoutes } from './rest/export';
import { registerProfileRoutes } from './rest/profile';
import { registerActivityRoutes } from './rest/activity';
import { registerStaffRoutes } from './rest/staff';
import { registerStorageRoutes } from './rest/storage';
import type { Services } from './services';
import type { FileStore } from './storage/fileStore';
import { OBJECT_PARAM_MAX_LENGTH } from './storage/names';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  files: FileStore;
  services: Services;
  /** Server-side log of faults (never sent to callers). Defaults to stderr. */
  log?: (message: string) => void;
  /** Defaults to the merged resolvers of server/graphql/index.ts. */
  resolvers?: Resolvers;
  /** Only for tests of the GraphQL limits themselves; server/graphql/limits.ts otherwise. */
  graphqlLimits?: Partial<GraphQLLimits>;
  /** Only for tests of the timeouts themselves (a request cut after a second); HTTP_TIMEOUTS otherwise. */
  httpTimeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** From the first byte to the last byte of the body; the server's own work is not counted. */
  requestMs: number;
  headersMs: number;
  /** How long a connection stays open for the next request after an answer. */
  keepAliveMs: number;
  /** How often Node looks for requests past requestMs or headersMs (30 s unless told). */
  checkEveryMs: number;
}

/**
 * The slowest link an upload should still get through: 512 kbit/s, a weak mobile connection.
 * The largest body is a resume (RESUME_MAX_BYTES): 80 s at that speed.
 */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 64 * 1024;
const UPLOAD_HEADROOM_MS = 40_000;

/**
 * Without them a client that sends half a body, or headers a byte at a time, held a connection
 * for minutes or forever: enough of those and nobody else gets one. Node measures a request
 * until its last byte arrives, so a slow query or export is never cut; there is no idle timeout
 * on the socket for that reason (an AI call may think for a while before answering).
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  // 2 minutes: the largest upload over the slowest link, and room to spare.
  requestMs: Math.ceil(RESUME_MAX_BYTES / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000 + UPLOAD_HEADROOM_MS,
  // Headers are a few KB at most, cookies included: seconds even on a bad link.
  headersMs: 15_000,
  // Fastify's own default, kept on purpose: longer than the 60 s idle timeout of common load
  // balancers and proxies, so they never reuse a connection the server is closing.
  keepAliveMs: 72_000,
  // A stalled request is cut within 5 s of its limit instead of up to 30 s after.
  checkEveryMs: 5_000,
};

/**
 * The most a JSON body of a REST route may be, unless the route says otherwise (Fastify's default
 * is 1 MB). Every JSON REST route takes a few named fields: a profile's names and email, two
 * passwords, a staff account (email, names, role, password: under 6 KB with every character
 * \u-escaped), or nothing at all (sign-out, a staff member's deactivation). A megabyte of nested
 * brackets cost ~0.3 s of the server's CPU to parse and walk, and 20 of them at once held every
 * other request for 7 s. Bulk actions, saved views and searches are GraphQL operations, under the
 * GraphQL route's own limit (server/graphql/yoga.ts, four times the 50 KB document); uploads are
 * multipart, read as a stream within their bucket's size (server/storage/upload.ts); the sign-in
 * route has its own, the same 16 KB (server/rest/auth.ts). A body over it is refused with 413 "The
 * request is too large." before it is parsed.
 */
export const JSON_BODY_LIMIT = 16 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const log = deps.log ?? ((message: string) => console.error(message));
  const timeouts: HttpTimeouts = { ...HTTP_TIMEOUTS, ...deps.httpTimeouts };
  const securityHeaders = helmetHeaders();
  const app = Fastify({
    trustProxy: proxyTrust(deps.config.trustProxy),
    logger: false,
    bodyLimit: JSON_BODY_LIMIT,
    // Route parameters as long as the longest stored object name, percent-encoded (3 characters a
    // byte): every name an upload answers can be read and deleted (Fastify's default is 100).
    routerOptions: { maxParamLength: OBJECT_PARAM_MAX_LENGTH },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    logController: new StreamFaultLog(log),
    frameworkErrors: (error, _request, reply) => answerUnroutable(error, reply, securityHeaders),
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
  });
  recordRoutes(app);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // The API's answers carry people's details (profiles, sessions and their addresses, seekers'
    // phones): no browser or proxy keeps them. A file that may be kept (a logo) says so itself.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 2 } });

  acceptEmptyJsonBodies(app);
  refuseNulCharacters(app);
  installGuards(app, { db: deps.db, config: deps.config });
  installAccessControl(app);
  installErrorHandler(app, log);

  // counted in the database: several app servers on one database share one count
  const limiter = createSharedLoginLimiter(deps.db, deps.config.loginRateLimit);
  registerAuthRoutes(app, { db: deps.db, config: deps.config, services: deps.services, limiter });
  registerProfileRoutes(app, { db: deps.db, config: deps.config, services: deps.services, passwordGuesses: createPasswordGuessLimiter(deps.db) });
  registerStorageRoutes(app, { db: deps.db, files: deps.files });
  registerApplicantRoutes(app, { services: deps.services });
  registerExportRoutes(app, { services: deps.services });
  registerStaffRoutes(app, { db: deps.db, files: deps.files });
  registerActivityRoutes(app, { db: deps.db });
  const readCache = deps.config.readCacheMb > 0 ? createReadCache(deps.db, { maxBytes: deps.config.readCacheMb * 1024 * 1024 }) : null;
  registerGraphQL(app, { services: deps.services, resolvers: deps.resolvers ?? (allResolvers as Resolvers), log, readCache, limits: deps.graphqlLimits });

  const withConsole = hasBuiltConsole(deps.config.distDir);
  if (withConsole) await registerConsole(app, deps.config.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (withConsole && isConsolePath(request.url, request.method)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(notFoundBody(request.method, request.url));
  });
  return app;
}

/**
 * Which hops of X-Forwarded-For are believed. Fastify's `true` believes every one, so the client's
 * own entries became its address: a script naming a fresh address on each sign-in guess was never
 * slowed by the sign-in limits, which count per address. Only the configured proxies in front are
 * trusted (true: the one reverse proxy); the client is the address the outermost of them saw.
 */
function proxyTrust(setting: boolean | number): false | ((address: string, hop: number) => boolean) {
  const hops = setting === true ? 1 : setting === false ? 0 : setting;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * A path Fastify cannot route (a broken %-escape, a part longer than maxParamLength) is answered
 * before any hook runs: Fastify's own answer echoed the whole path, in another shape than every
 * other error, without the security headers or no-store. Same shape and headers as the rest.
 */
function answerUnroutable(error: FastifyError, reply: FastifyReply, securityHeaders: Record<string, string>) {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, `A part of the address is longer than ${OBJECT_PARAM_MAX_LENGTH} characters.`]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address has a malformed percent-escape (% must be followed by two hexadecimal digits of UTF-8).']
        : [400, 'The address could not be read.'];
  const body: RestErrorBody = { error: message, code: 'BAD_USER_INPUT' };
  return reply.code(status).headers(securityHeaders).header('cache-control', 'no-store').send(body);
}

/** Node's limit on a request's headers (16 KB unless --max-http-header-size says otherwise), in KB. */
const HEADERS_LIMIT_KB = Math.floor(maxHeaderSize / 1024);

/**
 * A request Node's HTTP parser gives up on before there is a request to route: headers over its
 * limit (431), a request past its time (408, HTTP_TIMEOUTS), bytes that are no HTTP (400). Fastify
 * answered these in a shape of its own ({"error":"Request Header Fields Too Large","message":…,
 * "statusCode":431}) without the security headers; they get the usual error shape, no-store and
 * the security headers, and the connection is closed as before.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket, securityHeaders: Record<string, string>): void {
  // the client went away: nothing to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, `The request's headers are too large (more than ${HEADERS_LIMIT_KB} KB, cookies included). Clear this site's cookies and try again.`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive and was closed. Please send it again.']
        : [400, 'The request could not be read as HTTP.'];
  const body: RestErrorBody = { error: message, code: 'BAD_USER_INPUT' };
  const text = JSON.stringify(body);
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${text}`);
  }
  socket.destroy(error);
}

/**
 * An answer that fails after its 200 and headers went out (a CSV download whose query breaks
 * half-way): Fastify can only cut the connection, without HTTP's closing chunk, so browsers and
 * the console's export report a failed download instead of keeping a truncated file that looks
 * whole. Fastify's own logger is off, so the fault is written to the server's log here.
 */
class StreamFaultLog extends LogController {
  constructor(private readonly log: (message: string) => void) {
    super();
  }

  override streamError(error: Error & { code?: string }, request: FastifyRequest, _reply: FastifyReply): void {
    // The caller went away (a cancelled download): nothing failed on the server.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    this.log(`${request.method} ${request.url} failed after its headers were sent: ${error.stack ?? error.message}`);
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Answers unsigned callers (config.public). */
  public: boolean;
}

const ROUTES = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route of the app, recorded as it is added: the security tests walk them all. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return ROUTES.get(app) ?? [];
}

function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean } | undefined;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, public: !!config?.public });
  });
}

/**
 * Browsers' HTTP clients often send `Content-Type: application/json` on a POST or DELETE without
 * a body (logout, object delete); Fastify would refuse those with 400. An empty body reads as none.
 * A body whose keys would reach objects' prototype (`__proto__`, `constructor.prototype`) stays
 * refused, with a message that says so: Fastify's own called that valid JSON "not valid JSON".
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      if (error && parsesAsJson(text)) return done(Object.assign(new Error(PROTOTYPE_KEY_MESSAGE), { statusCode: 400 }), undefined);
      done(error, value);
    });
  });
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Helmet's headers, worked out once. They are the same for every answer (no CSP nonces), and
 * @fastify/helmet built helmet's middleware, parsing the CSP again, on every request (~0.1 ms of
 * CPU each, the read cache's hits included).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() } })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collect as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * What the built console needs: its own scripts, MUI's inline styles (emotion), logos as
 * blob:/data: previews, and the resume PDF preview in a same-origin frame.
 */
function cspDirectives() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
