/**
 * Refuses passwords that attackers try first: the common and breached passwords of the
 * zxcvbn-ts dictionaries (tens of thousands, with l33t spellings, keyboard walks, dates and
 * sequences), and passwords built from the person's own name. The dictionaries are
 * about 2 MB, so they load on the first password change, not at start-up.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn scores 0-1: guessable within about 10^6 tries, i.e. the common and breached lists and
 * their usual variations ('P@ssw0rd1', 'Summer2024'). Score 2 ('Test@1234'-like) is accepted: the
 * spec's composition rules already apply, and staff must be able to pick a password they can type.
 */
const MIN_SCORE = 2;
/**
 * Only the first 64 characters are judged: checking costs grow fast with length (a 256-character
 * keyboard walk took ~240 ms of CPU), and a longer passphrase whose first 64 are strong is strong.
 */
const CHECKED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | null = null;

function load(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new Factory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: CHECKED_LENGTH });
  })();
  checker.catch(() => {
    checker = null;
  });
  return checker;
}

/** True when the password is common or easily guessed, also from the person's own details. */
export async function isGuessablePassword(password: string, personalWords: string[]): Promise<boolean> {
  const zxcvbn = await load();
  const words = personalWords.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const result = zxcvbn.check(password, words);
  // Built from the person's own name: the first words an attacker who knows them tries.
  const usesPersonalWords = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  return result.score < MIN_SCORE || usesPersonalWords;
}
