/** A usable embedding: exactly EMBEDDING_LENGTH finite numbers (spec §3, §9). */
import { EMBEDDING_LENGTH } from '../constants';

export function isValidEmbedding(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === EMBEDDING_LENGTH && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}
