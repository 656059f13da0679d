/**
 * The characters a name may not hold: the names people give themselves, colleagues and things
 * shown to the team (a staff member's or one's own first and last name, a saved list view's name,
 * which a shared view shows on every colleague's list). Checked by every service that stores one
 * (server/services/users.ts, staff.ts, savedViews.ts).
 *
 * - Control characters (U+0000-U+001F, U+007F-U+009F: BEL, escape, line ends, tabs) and the line
 *   and paragraph separators (U+2028, U+2029): a name is one line of text, and a control
 *   character prints as nothing, a box, or a terminal's command in an exported CSV.
 * - Text-direction controls (Unicode's Bidi_Control: U+061C, U+200E, U+200F, U+202A-U+202E,
 *   U+2066-U+2069): a right-to-left override makes a name display in another order than it is
 *   ("\u202eevil" shows as "live"), and makes the text after it on the same line run backwards.
 *   The file-name rule of uploads refuses the same (server/storage/names.ts).
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

export const NAME_CHARACTERS_MESSAGE =
  'A name must not contain control characters or text-direction controls (such as U+202E, which shows text backwards).';

/** The message for a name holding a character it may not, or null. */
export function nameCharactersError(name: string): string | null {
  return UNSAFE_NAME_CHARACTERS.test(name) ? NAME_CHARACTERS_MESSAGE : null;
}

/** A person's first or last name at most (staff accounts and one's own profile). */
export const PERSON_NAME_MAX = 100;

/**
 * A person's first and last name, trimmed, each problem put in `fields` under its name: required,
 * at most PERSON_NAME_MAX characters, none of the characters above. One rule for a staff account
 * (server/services/staff.ts) and one's own profile (server/services/users.ts).
 */
export function checkPersonNames(input: { firstName?: unknown; lastName?: unknown }, fields: Record<string, string>): { firstName: string; lastName: string } {
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
  const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : '';
  if (!firstName) fields.firstName = 'First name is required';
  else if (firstName.length > PERSON_NAME_MAX) fields.firstName = `First name must be at most ${PERSON_NAME_MAX} characters`;
  else if (nameCharactersError(firstName)) fields.firstName = NAME_CHARACTERS_MESSAGE;
  if (!lastName) fields.lastName = 'Last name is required';
  else if (lastName.length > PERSON_NAME_MAX) fields.lastName = `Last name must be at most ${PERSON_NAME_MAX} characters`;
  else if (nameCharactersError(lastName)) fields.lastName = NAME_CHARACTERS_MESSAGE;
  return { firstName, lastName };
}
