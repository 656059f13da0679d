/**
 * Web links (a company's or employer's website and social links, a job's jobUrl) open in a
 * browser, so they may only be web addresses: http: or https:, or an address with no scheme at
 * all ('www.aurum.example', read as https). Any other scheme (javascript:, data:, vbscript:,
 * file:) is refused, as are spaces and control characters, which browsers strip before they
 * read the scheme. The website keeps the spec's own rule and message on top (a dot, no spaces).
 */
import { COMPANY_DECLARATION } from '../entities/companies';
import { type EntityDeclaration, inputFields } from '../entities/declaration';
import { EMPLOYER_DECLARATION } from '../entities/employers';
import { JOB_DECLARATION } from '../entities/jobs';
import { VALIDATION } from '../messages';
import type { FieldErrors } from './fieldErrors';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isWebLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  const scheme = SCHEME.exec(value)?.[1].toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return false;
  try {
    const url = new URL(scheme ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The link fields of each input (contract paths) and the name their message uses: every web
 * address an entity declares (kind url) that staff type; a file's address (a logo, a résumé) is
 * the upload's, checked as a stored file instead.
 */
function declaredLinks(entity: EntityDeclaration<string, string, string>): Record<string, string> {
  return Object.fromEntries(inputFields(entity).filter(([, f]) => f.kind === 'url' && !f.custom).map(([path, f]) => [path, f.label]));
}

export const LINK_FIELDS = {
  CompanyInput: declaredLinks(COMPANY_DECLARATION),
  EmployerInput: declaredLinks(EMPLOYER_DECLARATION),
  JobInput: declaredLinks(JOB_DECLARATION),
} as const;

export const linkMessage = (path: string, label: string): string =>
  path === 'links.website' ? VALIDATION.company.website : `${label} must be a web address starting with http:// or https://.`;

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);

/** Messages for the link fields that are filled in and are not web links (blank is not checked here). */
export function linkErrors(input: keyof typeof LINK_FIELDS, values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, label] of Object.entries(LINK_FIELDS[input])) {
    const value = valueAt(values, path);
    if (typeof value === 'string' && value.trim() !== '' && !isWebLink(value.trim())) errors[path] = linkMessage(path, label);
  }
  return errors;
}
