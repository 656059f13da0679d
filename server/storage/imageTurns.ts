/**
 * The decoding of uploaded images (the logo's check and its metadata's removal, sharp) runs one
 * image at a time, turns taken by requester (server/lib/fairQueue.ts): a decoded picture is held whole in
 * memory (3 bytes a pixel, twice when a JPEG is turned upright), so uploads decoded together add
 * up (and the threads' allocators keep what each freed). Four logos of 4096 x 4096 turned
 * upright, sent at once, raised the server's memory by ~495 MB decoded together, ~190 MB one at a
 * time; one such logo is checked and stored in ~0.2-0.7 s.
 */
import { FairQueue } from '../lib/fairQueue';

type Turn = () => void;

const queue = new FairQueue<Turn>();
let busy = false;

function next(): void {
  const turn = queue.shift();
  busy = turn !== undefined;
  turn?.();
}

/** Runs `work` when no other image is being decoded; `requester` (a staff id) takes turns with the others. */
export function inImageTurn<T>(requester: string | undefined, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = () => {
      work().then(resolve, reject).finally(next);
    };
    if (busy) queue.push(requester ?? '', run);
    else {
      busy = true;
      run();
    }
  });
}
