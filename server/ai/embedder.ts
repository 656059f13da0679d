/** What every embedding provider offers: texts in, one L2-normalised vector of 256 numbers each. */
import { EMBEDDING_LENGTH } from '../../domain/constants';

export interface Embedder {
  /** A short name for logs and the README's figures, e.g. 'local-lexical-v1' or 'openai:text-embedding-3-small'. */
  readonly name: string;
  embed(texts: string[]): Promise<number[][]>;
}

/** Scales a vector to unit length; a zero vector cannot be, so it is refused. */
export function l2Normalise(vector: ArrayLike<number>): number[] {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i] * vector[i];
  const norm = Math.sqrt(sum);
  if (!Number.isFinite(norm) || norm === 0) throw new Error('Cannot normalise a zero or non-finite vector.');
  const out = new Array<number>(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i] / norm;
  return out;
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** True when the value is a usable stored embedding: EMBEDDING_LENGTH finite numbers. */
export function isValidVector(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === EMBEDDING_LENGTH &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** pgvector's text form, '[0.1,0.2,...]'. */
export function toPgVector(vector: readonly number[]): string {
  return `[${vector.join(',')}]`;
}

export function fromPgVector(text: string | null | undefined): number[] | null {
  if (!text) return null;
  const body = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (!body) return null;
  return body.split(',').map(Number);
}
