/**
 * A fresh name for an upload whose name is taken: the same name with a random suffix before the
 * extension ('cv.pdf' → 'cv-3f9a0c1d.pdf'), still within the byte limit, so the console's
 * display of the name (the part after the seeker id and timestamp) stays readable.
 */
import { randomBytes } from 'node:crypto';
import { fitObjectName, OBJECT_NAME_MAX_BYTES, utf8Length } from '../../domain/storedObjects';

export function uniqueVariant(name: string): string {
  const suffix = `-${randomBytes(4).toString('hex')}`;
  const fitted = fitObjectName(name, OBJECT_NAME_MAX_BYTES - utf8Length(suffix));
  const dot = fitted.lastIndexOf('.');
  return dot > 0 ? `${fitted.slice(0, dot)}${suffix}${fitted.slice(dot)}` : `${fitted}${suffix}`;
}
