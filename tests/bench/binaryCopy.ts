/**
 * Binary COPY of job seekers (id, full_name, embedding, and what the relevance score reads:
 * overview, résumé text, skills, preferred roles, years, years the text says) into job_seekers on PGlite: text COPY of 100k vectors
 * takes ~50 s here, binary ~3 s. Format: PostgreSQL's binary COPY; uuid as 16 bytes, text as
 * UTF-8, text[] as PostgreSQL's binary array, float8 big-endian, pgvector as int16 dimensions,
 * int16 0, then float4s (all big-endian).
 */
import type { PGlite } from '@electric-sql/pglite';

export interface SeekerVectorRow {
  id: string;
  name: string;
  vector: readonly number[];
  overview?: string | null;
  /** the résumé's text, which matching reads beside the overview (server/ai/embeddingText.ts) */
  resumeText?: string | null;
  skills?: readonly string[];
  preferredRoles?: readonly string[];
  years?: number | null;
  /** What the overview and roles say of the years (server/ai/seekerFeatures.ts, yearsFromProfileText). */
  yearsInText: number | null;
}

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];
const TEXT_OID = 25;
const FIELDS = 9;

/** A growable big-endian writer. */
class Writer {
  private bytes = new Uint8Array(1 << 20);
  private view = new DataView(this.bytes.buffer);
  at = 0;
  private room(n: number) {
    if (this.at + n <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.at + n));
    next.set(this.bytes);
    this.bytes = next;
    this.view = new DataView(next.buffer);
  }
  int16(v: number) {
    this.room(2);
    this.view.setInt16(this.at, v);
    this.at += 2;
  }
  int32(v: number) {
    this.room(4);
    this.view.setInt32(this.at, v);
    this.at += 4;
  }
  float32(v: number) {
    this.room(4);
    this.view.setFloat32(this.at, v);
    this.at += 4;
  }
  float64(v: number) {
    this.room(8);
    this.view.setFloat64(this.at, v);
    this.at += 8;
  }
  raw(b: Uint8Array) {
    this.room(b.length);
    this.bytes.set(b, this.at);
    this.at += b.length;
  }
  done(): Uint8Array<ArrayBuffer> {
    return this.bytes.slice(0, this.at);
  }
}

export async function binaryCopy(pglite: PGlite, rows: readonly SeekerVectorRow[]): Promise<void> {
  const encoder = new TextEncoder();
  const w = new Writer();
  w.raw(new Uint8Array(SIGNATURE));
  w.int32(0); // flags
  w.int32(0); // header extension
  const text = (value: string) => {
    const b = encoder.encode(value);
    w.int32(b.length);
    w.raw(b);
  };
  const textArray = (values: readonly string[]) => {
    const items = values.map((v) => encoder.encode(v));
    const body = items.length === 0 ? 12 : 20 + items.reduce((n, b) => n + 4 + b.length, 0);
    w.int32(body);
    w.int32(items.length === 0 ? 0 : 1); // dimensions
    w.int32(0); // no nulls
    w.int32(TEXT_OID);
    if (items.length === 0) return;
    w.int32(items.length);
    w.int32(1); // lower bound
    for (const b of items) {
      w.int32(b.length);
      w.raw(b);
    }
  };
  for (const row of rows) {
    w.int16(FIELDS);
    w.int32(16);
    const hex = row.id.replace(/-/g, '');
    const id = new Uint8Array(16);
    for (let b = 0; b < 16; b++) id[b] = Number.parseInt(hex.slice(b * 2, b * 2 + 2), 16);
    w.raw(id);
    text(row.name);
    w.int32(4 + row.vector.length * 4);
    w.int16(row.vector.length);
    w.int16(0);
    for (const v of row.vector) w.float32(v);
    if (row.overview === undefined || row.overview === null) w.int32(-1);
    else text(row.overview);
    if (row.resumeText === undefined || row.resumeText === null) w.int32(-1);
    else text(row.resumeText);
    textArray(row.skills ?? []);
    textArray(row.preferredRoles ?? []);
    if (row.years === undefined || row.years === null) w.int32(-1);
    else {
      w.int32(8);
      w.float64(row.years);
    }
    // read, even when it says nothing (NaN), as the server stores it (migration 024)
    w.int32(8);
    w.float64(row.yearsInText ?? Number.NaN);
  }
  w.int16(-1);
  await pglite.query(
    "COPY job_seekers (id, full_name, embedding, overview, resume_text, skills, preferred_roles, years_of_experience, years_in_text) FROM '/dev/blob' WITH (FORMAT binary)",
    [],
    { blob: new Blob([w.done() as Uint8Array<ArrayBuffer>]) },
  );
}
