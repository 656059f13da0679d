/**
 * Web addresses shown in view mode (a company's website, Instagram and LinkedIn, a job's URL):
 * a link that opens in a new tab, without handing the console to the page it opens. Only http(s)
 * addresses become links; an address with no scheme ('www.aurum.example') is read as https, as the
 * server reads it; anything else (javascript:, data:, mailto: ...) stays plain text.
 */
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayValue } from './detail/LabeledValue';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop spaces and control characters before reading a scheme, so such text is never a link.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/;

/** The address to open for a shown value, or null when it is not a web address. */
export function webHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || UNSAFE.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  try {
    const url = new URL(scheme ? text : `https://${text}`);
    const webAddress = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    return webAddress ? url.href : null;
  } catch {
    return null;
  }
}

/** The value as a new-tab link when it is a web address, else as text ('-' when missing). */
export function WebLink({ value }: { value: unknown }): ReactNode {
  const href = webHref(value);
  if (!href) return displayValue(value);
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {String(value).trim()}
    </Link>
  );
}

/** `display` for a detail field holding a web address. */
export const showWebLink = (value: unknown): ReactNode => <WebLink value={value} />;

/** A record's name as a link to its page in the console (e.g. the employer's company). */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
