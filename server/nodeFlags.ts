/**
 * V8 settings the server runs with (`npm start`'s supervisor passes them to the server process;
 * WEB_CONCURRENCY's processes inherit them; the benchmarks run with them too, so they measure the
 * server as shipped).
 *
 * A young generation of 32 MB semi-spaces instead of V8's default (16 MB): a page of relevant
 * candidates at 100,000 job seekers makes short-lived objects (the 75 scores it re-ranks, rows,
 * the answer) beside a heap holding every seeker's match features; with the smaller young space
 * they were promoted and then collected with the whole heap, which set a page's slow tail.
 * `npx tsx tests/bench/run.ts ai-matching`, alternated, quiet machine (26 Nov): page p95 5.79 and
 * 4.87 ms at the default against 4.17 and 4.35 ms with it (p50 3.60-3.86 either way). Costs up to
 * ~48 MB more resident memory at the peak of the young space.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/** The flags to start a server process with, on top of the ones this process runs with. */
export function withServerNodeFlags(execArgv: readonly string[]): string[] {
  return [...execArgv.filter((flag) => !SERVER_NODE_FLAGS.some((own) => flag.split('=')[0] === own.split('=')[0])), ...SERVER_NODE_FLAGS];
}
