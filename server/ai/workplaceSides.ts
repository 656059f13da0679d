/**
 * The front and the back of one workplace, which a job title may name ('Back Office Executive'):
 * read from the title by jobFeatures.ts, weighed in the role part by relevance.ts.
 */

/**
 * The two sides of one workplace whose names differ by one word, which the word vectors and the
 * lexicon hold close ('front office' and 'back office' are one concept's terms and near
 * neighbours): the front faces customers and guests, the back keeps records and systems. A role
 * named for the other side only is not the job's role, however near its words.
 */
const SIDES: ReadonlyArray<readonly [string, string]> = [['front', 'back']];
/** what a side is the side of: 'front desk' is the front office, 'back to work' no side */
const PLACES = ['office', 'desk', 'end', 'of house'];

/**
 * The job title's side as the padded compounds to look for in a seeker's roles: 'Back Office
 * Executive' → own ' back office ', ' back desk '..., other ' front office ', ' front desk '...;
 * null when the title names no side.
 */
export function sidesOf(title: string): { own: string[]; other: string[] } | null {
  for (const [a, b] of SIDES) {
    for (const [side, opposite] of [[a, b], [b, a]]) {
      if (PLACES.some((place) => title.includes(` ${side} ${place} `))) {
        return { own: PLACES.map((place) => ` ${side} ${place} `), other: PLACES.map((place) => ` ${opposite} ${place} `) };
      }
    }
  }
  return null;
}

export const namesOtherSide = (side: { own: string[]; other: string[] }, roles: string) =>
  side.other.some((t) => roles.includes(t)) && !side.own.some((t) => roles.includes(t));
