/**
 * The answer size limit (limits.answerBytes), held before an answer is built: a read whose long
 * fields (notes, a status history, descriptions) could pass the room left weighs them in the
 * database before reading them (server/services/listArgs.ts) and takes that room from its
 * request's answer. Reads of one request (aliases) share the room; past it the read is refused,
 * and the request is answered with the same answer-size message as an answer measured too large
 * after it is built (that check in ./yoga.ts stays the last guard). Before, eight parallel pages
 * of seekers with full notes raised the server's memory by some hundred MB, only to be refused
 * once built.
 *
 * Two sums are kept. What a read may add: the bound of its long fields (page size x their
 * declared maximum) when it was read without weighing, else what they weighed; a read weighs
 * when that sum would pass the limit. What a read surely adds: what it weighed (a lower bound of
 * its share of the answer); the request is refused when that sum passes the limit, never on a
 * bound alone, so an answer that fits is never refused here.
 *
 * Each field of the answer takes its room once, by its place in the answer: a read run again
 * (./compiledExecution.ts runs a read that answered an error through the general executor) takes
 * the same room again, not twice.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from '../errors';
import type { AnswerRoom } from '../services/listArgs';
import { answerSizeMessage } from './limits';

export class AnswerBudget {
  /** By field: what its read may add (bound or weight). */
  private readonly held = new Map<string, number>();
  /** By field: what its read weighed. */
  private readonly taken = new Map<string, number>();
  /** A read was refused: the request is answered with the answer-size message. */
  refused = false;

  constructor(readonly limit: number) {}

  /** The room of the field being resolved, for its read. */
  forField(info: GraphQLResolveInfo): AnswerRoom {
    const key = pathKey(info.path);
    return { holds: (bytes) => this.holds(key, bytes), take: (bytes) => this.take(key, bytes) };
  }

  private holds(key: string, bytes: number): boolean {
    if (sumBut(this.held, key) + bytes > this.limit) return false;
    this.held.set(key, bytes);
    return true;
  }

  private take(key: string, bytes: number): void {
    this.held.set(key, bytes);
    this.taken.set(key, bytes);
    if (sumBut(this.taken, key) + bytes > this.limit) {
      this.refused = true;
      throw new AppError('BAD_USER_INPUT', answerSizeMessage(this.limit));
    }
  }
}

function sumBut(byField: ReadonlyMap<string, number>, key: string): number {
  let total = 0;
  for (const [k, b] of byField) if (k !== key) total += b;
  return total;
}

function pathKey(path: GraphQLResolveInfo['path'] | undefined): string {
  const parts: Array<string | number> = [];
  for (let p = path; p; p = p.prev) parts.push(p.key);
  return parts.reverse().join('.');
}
