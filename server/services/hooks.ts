/**
 * Follow-up work after a change is saved (e.g. queueing AI work). The change itself has
 * succeeded, so a failing follow-up must not turn the answer into an error: the console also
 * rebuilds a missing overview or embedding when the record is opened (spec §4).
 */
export async function afterCommit(work: () => Promise<void> | undefined): Promise<void> {
  try {
    await work();
  } catch {
    // Deliberately ignored: see above.
  }
}
