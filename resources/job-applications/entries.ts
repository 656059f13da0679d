/** History and notes are stored oldest first; the panel shows them newest first (spec §4). */
export function newestFirst<T extends { date: string }>(entries: readonly T[] | null | undefined): T[] {
  const time = (entry: T) => {
    const parsed = Date.parse(entry.date);
    return Number.isNaN(parsed) ? -Infinity : parsed;
  };
  // Stable: entries with the same time keep their stored (append) order, reversed.
  return [...(entries ?? [])].reverse().sort((a, b) => time(b) - time(a));
}
