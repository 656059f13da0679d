/**
 * Collects the keys asked for within one turn of the event loop and loads them together, as
 * GraphQL resolves the same field of every row of a page in one turn (the DataLoader pattern).
 */
export function createBatcher<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  let waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> | null = null;
  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      if (!waiting) {
        waiting = [];
        setImmediate(() => {
          const batch = waiting ?? [];
          waiting = null;
          load([...new Set(batch.map((w) => w.key))]).then(
            (values) => batch.forEach((w) => w.resolve(values.get(w.key) ?? missing)),
            (error: unknown) => batch.forEach((w) => w.reject(error)),
          );
        });
      }
      waiting.push({ key, resolve, reject });
    });
}
