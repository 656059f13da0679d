/** Up to two letters for the avatar: first and last name initials, else the email's first letter. */
export function initialsOf(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  if (letters) return letters;
  return (email?.trim().charAt(0) ?? '').toUpperCase() || '?';
}
