/** The shared rich-text sanitiser (domain/richText.ts) as the console and the server both build it. */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer, htmlToPlainText, LINK_REL, richTextLines } from '../../domain/richText';

const sanitize = createRichTextSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));

describe('createRichTextSanitizer', () => {
  it('gives every link target _blank and rel noopener, whatever was typed', () => {
    expect(sanitize('<a href="https://a.test" target="_top" rel="opener">a</a>')).toBe(
      `<a href="https://a.test" target="_blank" rel="${LINK_REL}">a</a>`,
    );
  });

  it('leaves a link whose href was stripped without target or rel', () => {
    expect(sanitize('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>');
  });

  it('is stable: sanitising stored output again changes nothing', () => {
    const once = sanitize('<p onclick="x()">Hi <a href="mailto:a@b.co">mail</a><script>1</script></p>');
    expect(once).toBe(`<p>Hi <a href="mailto:a@b.co" target="_blank" rel="${LINK_REL}">mail</a></p>`);
    expect(sanitize(once)).toBe(once);
  });

  it('a second sanitiser on its own instance behaves the same (hooks are per instance)', () => {
    const other = createRichTextSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
    expect(other('<a href="/jobs">j</a>')).toBe(sanitize('<a href="/jobs">j</a>'));
  });
});

describe('htmlToPlainText', () => {
  it('sees a note of empty paragraphs and breaks as empty', () => {
    expect(htmlToPlainText('<p><br></p><p>&nbsp;</p>')).toBe('');
    expect(htmlToPlainText('<p>a<br/>b</p>')).toBe('a b');
  });

  it("keeps a '<' that opens no tag, without swallowing the tag after it", () => {
    // a tag holds no '<': the pattern no longer scans from every '<' to the next '>' (linear on '<a <a <a …')
    expect(htmlToPlainText('Carat 1 < 2 <b>always</b>')).toBe('Carat 1 < 2 always');
    expect(richTextLines('<p>size < 7</p><p>gold</p>')).toBe(' size < 7\n gold\n');
  });
});
