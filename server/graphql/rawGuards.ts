/**
 * Checks on the request body before GraphQL parses anything. graphql-js parses documents and
 * coerces variables recursively, so a 10 KB document nested 2,500 levels, a list literal nested
 * 8,000 levels or variables nested 20,000 levels overflow the stack and used to answer 500. These
 * scans are loops (no recursion), so they can refuse such input with a readable 400 first.
 */
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { nestingMessage, sizeMessage, tokensMessage, variablesNestingMessage, type GraphQLLimits } from './limits';

type RawLimits = Pick<GraphQLLimits, 'documentBytes' | 'nesting' | 'tokens'>;

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The message of the first limit the body breaks, or null when parsing it is safe. */
export function rawRequestProblem(body: unknown, limits: RawLimits): string | null {
  // The body wraps the variables in one object (or a batch in one array): one level more.
  if (jsonDepthExceeds(body, limits.nesting + 1)) return variablesNestingMessage(limits.nesting);
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query === 'string' ? safeDocumentProblem(query, limits) : null;
}

/** Documents found safe, per set of limits: the console sends the same few on every request. */
const SAFE_KEPT = 200;
const safeDocuments = new WeakMap<RawLimits, Set<string>>();

/** documentProblem, without lexing again a document already found safe under these limits. */
function safeDocumentProblem(query: string, limits: RawLimits): string | null {
  let safe = safeDocuments.get(limits);
  if (!safe) safeDocuments.set(limits, (safe = new Set()));
  if (safe.has(query)) return null;
  const problem = documentProblem(query, limits);
  if (problem === null) {
    safe.add(query);
    if (safe.size > SAFE_KEPT) safe.delete(safe.values().next().value as string);
  }
  return problem;
}

export function documentProblem(query: string, limits: RawLimits): string | null {
  if (Buffer.byteLength(query) > limits.documentBytes) return sizeMessage(limits.documentBytes);
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let open = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > limits.tokens) return tokensMessage(limits.tokens);
      if (OPENING.has(token.kind) && ++open > limits.nesting) return nestingMessage(limits.nesting);
      if (CLOSING.has(token.kind)) open--;
    }
  } catch (error) {
    // A lexical error (an unterminated string...): the parser reports it with its position.
    if (error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError')) return null;
    throw error;
  }
  return null;
}

/** Whether arrays and objects nest deeper than `max` in a parsed JSON value (walked with a stack). */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
