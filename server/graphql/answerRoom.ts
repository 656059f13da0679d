/**
 * The answer size limit (limits.answerBytes), held before an answer is built: a list page weighs
 * its heavy fields (notes, a status history) in the database before reading them
 * (server/services/listArgs.ts) and takes that room from its request's answer. Pages of one
 * request (aliases) share the room; past it the page is refused, and the request is answered
 * with the same answer-size message as an answer measured too large after it is built (that
 * check in ./yoga.ts stays the last guard). Before, eight parallel pages of seekers with full
 * notes raised the server's memory by some hundred MB, only to be refused once built.
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
  private readonly taken = new Map<string, number>();
  /** A page was refused: the request is answered with the answer-size message. */
  refused = false;

  constructor(readonly limit: number) {}

  /** The room of the field being resolved, for its list page. */
  forField(info: GraphQLResolveInfo): AnswerRoom {
    const key = pathKey(info.path);
    return { take: (bytes) => this.take(key, bytes) };
  }

  private take(key: string, bytes: number): void {
    this.taken.set(key, bytes);
    let total = 0;
    for (const b of this.taken.values()) total += b;
    if (total > this.limit) {
      this.refused = true;
      throw new AppError('BAD_USER_INPUT', answerSizeMessage(this.limit));
    }
  }
}

function pathKey(path: GraphQLResolveInfo['path'] | undefined): string {
  const parts: Array<string | number> = [];
  for (let p = path; p; p = p.prev) parts.push(p.key);
  return parts.reverse().join('.');
}
