/**
 * A queue that takes turns between requesters: each requester's items in the order given, and
 * the requesters round-robin, so one person with many items queued delays another person's item
 * by at most one of theirs (plus the one in progress), instead of all of them.
 *
 * Each item gets a round when it is queued: a requester's first waiting item joins the round being
 * served, each further one the round after its previous one. Items are taken by round, then in
 * the order they came. A requester does not save up turns while it has nothing queued: an item
 * never joins a round already served.
 */
export class FairQueue<T> {
  private items: Array<{ requester: string; round: number; seq: number; item: T }> = [];
  /** The round of each requester's last queued item (kept while it may still matter). */
  private readonly lastRound = new Map<string, number>();
  /** The round of the item taken last. */
  private round = 0;
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(requester: string, item: T): void {
    const last = this.lastRound.get(requester);
    const round = last === undefined ? this.round : Math.max(this.round, last + 1);
    this.lastRound.set(requester, round);
    this.items.push({ requester, round, seq: ++this.seq, item });
  }

  /** The next item: the earliest round's, the first come within it. */
  shift(): T | undefined {
    let best = -1;
    for (let i = 0; i < this.items.length; i++) {
      const entry = this.items[i];
      const chosen = this.items[best];
      if (!chosen || entry.round < chosen.round || (entry.round === chosen.round && entry.seq < chosen.seq)) best = i;
    }
    if (best < 0) return undefined;
    const [taken] = this.items.splice(best, 1);
    this.round = taken.round;
    // A requester whose last item's round is over has no turn to keep: its next item joins the current round.
    for (const [requester, round] of this.lastRound) if (round < this.round) this.lastRound.delete(requester);
    return taken.item;
  }

  /** Takes out every item `match` picks (in queue order), e.g. those waiting too long. */
  removeWhere(match: (item: T) => boolean): T[] {
    const removed: T[] = [];
    this.items = this.items.filter((entry) => {
      if (!match(entry.item)) return true;
      removed.push(entry.item);
      return false;
    });
    return removed;
  }
}
