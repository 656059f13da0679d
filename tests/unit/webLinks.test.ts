/** Which shown values become new-tab links (resources/shared/links): web addresses only. */
import { describe, expect, it } from 'vitest';
import { webHref } from '../../resources/shared/links';

describe('webHref', () => {
  it('links http and https addresses as they are', () => {
    expect(webHref('https://www.aurum.example.com')).toBe('https://www.aurum.example.com/');
    expect(webHref('http://aurum.example/about?x=1')).toBe('http://aurum.example/about?x=1');
    expect(webHref('  https://www.instagram.com/aurum  ')).toBe('https://www.instagram.com/aurum');
  });

  it('reads an address without a scheme as https, as the server does', () => {
    expect(webHref('www.aurum.example')).toBe('https://www.aurum.example/');
  });

  it('never links other schemes, spaces, control characters or words without a host', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', 'mailto:a@b.example', 'java\tscript:alert(1)', 'https://a b.example', 'aurum', '', '   ', null, undefined, 42]) {
      expect(webHref(value), String(value)).toBeNull();
    }
  });
});
