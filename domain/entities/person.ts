/**
 * A person's details (the contract's PersonalDetails), shared by employers and job seekers: each
 * field declared once here, placed by each entity in its own order and sections. Stored as plain
 * columns of the entity's row (full_name, email, ...).
 */
import { VALIDATION } from '../messages';
import type { FieldDeclaration } from './declaration';

const M = VALIDATION.person;

type PersonField = FieldDeclaration<'personal' | 'address'>;

/** Spec §5: full name, email and phone are required on edit. */
export const PERSON_FIELDS = {
  fullName: { label: 'Full Name', kind: 'text', section: 'personal', required: { edit: M.fullName }, limit: 'name' },
  email: { label: 'Email', kind: 'email', section: 'personal', required: { edit: M.email }, limit: 'name' },
  phone: { label: 'Phone', kind: 'text', inputType: 'tel', section: 'personal', required: { edit: M.phone }, limit: 'name' },
  firstName: { label: 'First Name', kind: 'text', section: 'personal', limit: 'name' },
  lastName: { label: 'Last Name', kind: 'text', section: 'personal', limit: 'name' },
  birthday: { label: 'Birthday', kind: 'date', section: 'personal', limit: 'name' },
  address: { label: 'Address', kind: 'text', section: 'address', limit: 'short' },
  city: { label: 'City', kind: 'text', section: 'address', limit: 'name' },
  state: { label: 'State', kind: 'text', section: 'address', limit: 'name' },
  zipCode: { label: 'Zip Code', kind: 'text', section: 'address', limit: 'name' },
  country: { label: 'Country', kind: 'text', section: 'address', limit: 'name' },
} as const satisfies Record<string, PersonField>;

/** How a person is named in lists and titles: the full name, else first and last name joined. */
export const personName = (record: Readonly<Record<string, unknown>>): string | null => {
  const details = record.personalDetails as Record<string, unknown> | null | undefined;
  const full = details?.fullName;
  if (typeof full === 'string' && full.trim() !== '') return full;
  const parts = [details?.firstName, details?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : null;
};
