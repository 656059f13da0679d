/** argon2id password hashes. The parameters are the library's defaults (OWASP's minimum or above). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (unusable under isolatedModules); its value is 2.
const OPTIONS = { algorithm: 2 } as const;

/**
 * 'É' typed on one keyboard may arrive as one code point and on another as 'E' plus an accent:
 * the same password must be accepted from both.
 */
const normalized = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    if (await verify(passwordHash, normalized(password))) return true;
    // A password set before hashing normalised its text was hashed as typed.
    return normalized(password) !== password && (await verify(passwordHash, password));
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check, so a sign-in with an unknown email cannot be told
 * from one with a wrong password by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-Zx9');
  await verifyPassword(await dummyHash, password);
  return false;
}
