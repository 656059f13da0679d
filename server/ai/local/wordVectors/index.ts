/**
 * Static word vectors (100 numbers a word, 8 bits each) for the words of ordinary English that the
 * trade lexicon does not list: they know that a horologist and a watchmaker, or 'man-made' and
 * 'synthetic', are close, which a hand-written lexicon only knows for the words it names.
 * `words.bin` is made once by `convertWink.ts` (its format is described there) and loads in a
 * few milliseconds, on first use.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface WordVectors {
  dims: number;
  /** word → row; rows are in frequency order, so the row is the word's frequency rank */
  index: Map<string, number>;
  /** rows × dims, each row a unit vector times 127 */
  vectors: Int8Array;
}

const FILE = join(dirname(fileURLToPath(import.meta.url)), 'words.bin');

export function parseWordVectors(bytes: Buffer): WordVectors {
  if (bytes.toString('latin1', 0, 4) !== 'JMWV' || bytes.readUInt32LE(4) !== 1) throw new Error('words.bin is not a word-vector file of version 1.');
  const count = bytes.readUInt32LE(8);
  const dims = bytes.readUInt32LE(12);
  const wordLength = bytes.readUInt32LE(16);
  const words = bytes.toString('utf8', 20, 20 + wordLength).split('\n');
  if (words.length !== count || bytes.length !== 20 + wordLength + count * dims) throw new Error('words.bin is truncated.');
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  const start = 20 + wordLength;
  const vectors = new Int8Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + start + count * dims));
  return { dims, index, vectors };
}

let loaded: WordVectors | null = null;

export function wordVectors(): WordVectors {
  return (loaded ??= parseWordVectors(readFileSync(FILE)));
}
