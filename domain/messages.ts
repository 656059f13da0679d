/** Validation messages of spec §5, word for word. Both the console and the server use them. */
import { PASSWORD_MAX_LENGTH } from './constants';

export const VALIDATION = {
  job: {
    title: 'Title is required',
    category: 'Category is required',
    industry: 'Industry is required',
    description: 'Description is required',
    descriptionShort: 'Description Required',
    city: 'City is required',
    state: 'State is required',
    country: 'Country is required',
    location: 'Location is required',
    jobType: 'Job type is required',
    company: 'Company Name is required',
  },
  company: {
    companyName: 'Company Name is required',
    email: 'Valid email is required',
    website: 'Website must be valid',
    address: 'Address is required',
    zipCode: 'Valid ZIP code is required',
  },
  person: {
    fullName: 'Full Name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    allRequired: 'Please fill all required fields',
  },
  password: {
    bothRequired: 'Please enter both current and new password.',
    tooShort: 'New password must be at least 8 characters long.',
    weak: 'New password must contain uppercase, lowercase, and a number.',
    wrongCurrent: 'Current password is incorrect.',
    // Beyond the spec's three rules (issue 10, OWASP ASVS): our own wording, not spec text.
    tooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    sameAsCurrent: 'New password must be different from the current password.',
    common: 'This password is too common or too easy to guess. Choose a less predictable one, such as a few unrelated words.',
    tooManyGuesses: (wait: string) => `Too many wrong current passwords. Please wait ${wait} and try again.`,
    signedOut: 'Too many wrong current passwords. You have been signed out for safety; please sign in again.',
  },
  upload: {
    oneFile: 'Only one file can be uploaded.',
    unsupportedType: 'Unsupported file type. Please upload an image.',
    tooLarge: (maxMb: number) => `File size should be less than ${maxMb} MB.`,
  },
  profile: {
    emailReadOnly: 'Email address cannot be changed',
  },
} as const;

/** Optimistic concurrency: a save made from a copy someone else has changed since (CONFLICT). */
export const CONFLICT_MESSAGES = {
  staleCopy: 'This record was changed by someone else. Refresh to see the latest version.',
} as const;
