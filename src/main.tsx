/**
 * The entry: small on purpose. It sends the start-up requests (src/boot: the session check, the
 * list's first page, the view's chunk) as soon as it runs, then fetches the console (src/start)
 * beside them, instead of sending them only after React, MUI and react-admin are in and evaluated.
 */
import { takeEarlyStart } from './boot';

const early = takeEarlyStart();
void import('./start').then(({ start }) => start(early));
