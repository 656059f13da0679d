/**
 * Imported first by the entries that serve (server/start.ts, the bench's tests/load/server.ts):
 * a server not told otherwise runs as production. graphql-js checks, in any other mode, every
 * failed `instanceof` of its executor for a copy of itself from another module, which costs a
 * fresh 100-row list page ~0.2 ms of CPU; the result is the same when there is none (the tests
 * run with NODE_ENV=test and `npm run dev` with development, so the check still runs there).
 * It must run before graphql is loaded, hence a module of its own, imported before the others.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
