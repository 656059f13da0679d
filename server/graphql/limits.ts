/**
 * How much one GraphQL request may ask of the server, and the messages a caller reads when it asks
 * for more. One signed-in request must never stop the server for everyone else: each limit below
 * bounds one way a small document can turn into a lot of work or a huge answer. The console's own
 * requests stay well inside every limit (tests/unit/documents.test.ts checks each one it sends).
 *
 * Enforced by: ./rawGuards.ts (size, nesting, tokens, variables — before anything parses),
 * ./armor.ts (GraphQL Armor: aliases, depth, directives, tokens, field suggestions) with
 * ./cost.ts (rows × fields, lists multiplied by their size), ./listReads.ts (list reads and
 * introspection reads a request), and ./budget.ts (time, answer size).
 */
import { LIST_PAGE_SIZE } from '../../domain/constants';

export interface GraphQLLimits {
  /** Bytes of the document text. */
  documentBytes: number;
  /** Brackets ({ [ () open at once in the document text, and arrays/objects nested in the variables. */
  nesting: number;
  /** Lexical tokens of the document (names, punctuation, values). */
  tokens: number;
  /** Fields selected within fields (fragments followed). */
  depth: number;
  /** Aliased fields; the console's getMany sends one alias per row of a page. */
  aliases: number;
  directives: number;
  /** Values the answer may hold, every list multiplied by the size it can reach (./cost.ts). */
  cost: number;
  /** Root fields that read a list by filters or a search (./listReads.ts); the console sends one. */
  listReads: number;
  /** Root `__schema` / `__type` fields (./listReads.ts); the console sends none, a schema tool one. */
  introspection: number;
  /** Bytes of the JSON answer. */
  answerBytes: number;
  /** A read that takes longer is stopped and answered with an error. */
  queryMs: number;
}

export const GRAPHQL_LIMITS: GraphQLLimits = {
  documentBytes: 50 * 1024,
  nesting: 32,
  tokens: 10_000,
  depth: 10,
  aliases: 2 * LIST_PAGE_SIZE,
  directives: 20,
  cost: 100_000,
  listReads: 4,
  introspection: 5,
  answerBytes: 5 * 1024 * 1024,
  queryMs: 10_000,
};

/** Kept for the depth test of tests/server/platform/graphql.test.ts. */
export const MAX_QUERY_DEPTH = GRAPHQL_LIMITS.depth;

const ASK_LESS = 'Ask for less at once.';
export const depthMessage = (max: number) => `The query is nested too deeply (more than ${max} levels). ${ASK_LESS}`;
export const sizeMessage = (max: number) => `The query is too large (more than ${bytes(max)}).`;
export const nestingMessage = (max: number) => `The query is nested too deeply (more than ${max} levels of brackets). ${ASK_LESS}`;
export const variablesNestingMessage = (max: number) => `The variables are nested too deeply (more than ${max} levels).`;
export const tokensMessage = (max: number) => `The query is too long (more than ${max.toLocaleString('en-US')} words and symbols). ${ASK_LESS}`;
export const aliasesMessage = (max: number) => `The query uses too many aliases (more than ${max}). ${ASK_LESS}`;
export const directivesMessage = (max: number) => `The query uses too many directives (more than ${max}).`;
export const costMessage = (max: number) =>
  `The query asks for too much at once (more than ${max.toLocaleString('en-US')} values, counting every row of every list). ${ASK_LESS}`;
export const listReadsMessage = (max: number, asked: number) =>
  `The query reads too many lists at once (${asked}; at most ${max} lists, searches or candidate lists a request). ${ASK_LESS}`;
export const introspectionMessage = (max: number, asked: number) =>
  `The query reads the schema too many times at once (${asked} __schema or __type fields; at most ${max} a request). ${ASK_LESS}`;
export const answerSizeMessage = (max: number) =>
  `The answer would be too large (more than ${bytes(max)}). Ask for fewer rows or fields at once.`;
export const timeBudgetMessage = (ms: number) =>
  `The query took longer than ${Math.round(ms / 1000)} seconds and was stopped. Ask for fewer rows or fields at once.`;

function bytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}
