/** Small predicates shared by the validators of this folder. */
import { htmlToPlainText } from '../richText';
import { isWebLink } from './links';

export type { FieldErrors } from './fieldErrors';

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Rich text counts as blank when nothing but tags and spaces remain. */
export const isBlankRichText = (value: string | null | undefined): boolean =>
  isBlank(value) || htmlToPlainText(value ?? '') === '';

export const isValidEmail = (value: string | null | undefined): boolean =>
  !!value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Spec §5: a website must contain a dot and no whitespace; and be a web address (links.ts). */
export const isValidWebsite = (value: string | null | undefined): boolean =>
  !!value && value.includes('.') && !/\s/.test(value) && isWebLink(value);

export const isDigitsOnly = (value: string | null | undefined): boolean => !!value && /^\d+$/.test(value.trim());
