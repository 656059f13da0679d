/**
 * What a record's long fields can weigh in an answer, and what they do weigh as stored: the
 * early check of the answer size limit (server/graphql/answerRoom.ts) reads a page's rows only
 * once their long fields are known to fit.
 *
 * The long fields are read from the entity's declaration (domain/entities), one source of truth:
 * its stored free texts (kind longText / richText). A plain text declared with a length `limit`
 * holds at most 3 bytes of UTF-8 per character the limit counts (a UTF-16 unit: a character
 * outside the BMP is two units and four bytes), so its bound is 3 x the limit. Rich text with a
 * limit is stored sanitised, its shape checked first (domain/richTextShape.ts,
 * storedRichTextBound: some 6 bytes a unit, the parser's copies of formatting left open bounded).
 * Others have no bound: a text the server writes itself (a seeker's AI overview, a company
 * request's note) declares no limit. A repository adds
 * its logs (notes, status history: other tables, capped only for new entries), unbounded too.
 * An unbounded field is weighed whenever it is asked for.
 */
import { type RawBuilder, sql } from 'kysely';
import { type EntityDeclaration, storedFields } from '../../../domain/entities/declaration';
import { storedRichTextBound } from '../../../domain/richTextShape';
import { TEXT_LIMITS } from '../../../domain/validation/textLimits';
import type { Db } from '../client';
import { isUuid } from './shared';

/** The long fields of an entity's records, by the columns a field plan reads (server/db/fieldMap.ts). */
export interface Weight {
  /**
   * At most what the long columns among `columns` hold for one record, as stored, in UTF-8 bytes:
   * 0 when none is read, Infinity when one of them has no known bound.
   */
  bound(columns: ReadonlySet<string>): number;
  /**
   * What the long columns among `columns` hold for these records as stored, in UTF-8 bytes, summed
   * in the database in one statement (octet_length reads a stored text's length, not the text).
   * A lower bound of what they add to a JSON answer.
   */
  weigh(db: Db, ids: readonly string[], columns: ReadonlySet<string>): Promise<number>;
}

/** A log kept in another table: the SQL summing its stored bytes for an array of ids (uuid[]). */
export type LogBytes = (ids: RawBuilder<unknown>) => RawBuilder<unknown>;

const FREE_TEXT = new Set(['longText', 'richText']);
/** UTF-8 bytes of one UTF-16 unit, at most (text limits count `string.length`). */
const BYTES_PER_UNIT = 3;

type AnyEntity = EntityDeclaration<string, string, string>;

/** The long columns of an entity's own row, with their bound, from its declaration. */
function declaredBounds(declaration: AnyEntity): Map<string, number> {
  const bounds = new Map<string, number>();
  for (const [, field, column] of storedFields(declaration)) {
    if (!FREE_TEXT.has(field.kind) || field.storedIn || field.inType === false) continue;
    const tier = typeof field.limit === 'string' ? field.limit : undefined;
    const units = tier ? TEXT_LIMITS[tier] : undefined;
    bounds.set(column, units === undefined ? Infinity : field.kind === 'richText' ? storedRichTextBound(units) : units * BYTES_PER_UNIT);
  }
  return bounds;
}

/**
 * The Weight of an entity whose rows live in `table` (keyed by `id`): the long texts its
 * declaration stores in the row, and `logs` (virtual columns filled from other tables).
 */
export function declaredWeight(declaration: AnyEntity, table: string, logs: Readonly<Record<string, LogBytes>> = {}): Weight {
  const own = declaredBounds(declaration);
  const logNames = Object.keys(logs);
  const read = (columns: ReadonlySet<string>) => ({
    own: [...own.keys()].filter((c) => columns.has(c)),
    logs: logNames.filter((c) => columns.has(c)),
  });
  return {
    bound(columns) {
      const { own: texts, logs: kept } = read(columns);
      if (kept.length) return Infinity;
      return texts.reduce((sum, c) => sum + (own.get(c) ?? Infinity), 0);
    },
    async weigh(db, ids, columns) {
      const valid = ids.filter(isUuid);
      const { own: texts, logs: kept } = read(columns);
      if (!valid.length || (!texts.length && !kept.length)) return 0;
      const idArray = sql`${[...valid]}::uuid[]`;
      const parts: RawBuilder<unknown>[] = kept.map((name) => sql`coalesce((${logs[name](idArray)}), 0)`);
      if (texts.length) {
        const lengths = sql.join(texts.map((c) => sql`coalesce(octet_length(${sql.ref(c)}), 0)`), sql` + `);
        parts.push(sql`coalesce((SELECT sum(${lengths}) FROM ${sql.table(table)} WHERE id = ANY(${idArray})), 0)`);
      }
      const row = (await sql<{ bytes: string }>`SELECT (${sql.join(parts, sql` + `)})::text AS bytes`.execute(db)).rows[0];
      return Number(row?.bytes ?? 0);
    },
  };
}
