/**
 * The shape check that keeps rich text cheap to parse (domain/richTextShape.ts): the editor's own
 * texts pass, and the two shapes whose repairs cost the HTML parser more than linear time
 * (elements nested ever deeper; formatting left open across blocks) are counted as the parser
 * would meet them.
 */
import { describe, expect, it } from 'vitest';
import { isTangledRichText, MAX_REOPENED_BYTES, MAX_REOPENED_FORMATTING, MAX_RICH_TEXT_DEPTH, richTextShape } from '../../domain/richTextShape';

const EDITOR_TEXT =
  '<p><strong>Bench jeweller</strong> for our <em>Jaipur <u>workshop</u></em>.</p>' +
  '<ul><li><p>Setting <a href="https://example.com">pavé</a></p><ul><li><p>micro pavé</p><ol><li><p>18k</p></li></ol></li></ul></li></ul>' +
  '<p>Line one<br>line two</p>';

describe('rich text shape', () => {
  it("the editor's texts are shallow and reopen nothing", () => {
    expect(richTextShape(EDITOR_TEXT)).toEqual({ depth: 7, reopened: 0, reopenedBytes: 0 });
    expect(isTangledRichText(EDITOR_TEXT.repeat(150))).toBe(false);
  });

  it('a formatting tag left open is reopened in every paragraph after it, and allowed within the bound', () => {
    const open = (paragraphs: number) => '<p><b>Bold</p>' + '<p>more</p>'.repeat(paragraphs);
    expect(richTextShape(open(10)).reopened).toBe(10);
    expect(isTangledRichText(open(MAX_REOPENED_FORMATTING))).toBe(false);
    expect(isTangledRichText(open(MAX_REOPENED_FORMATTING + 1))).toBe(true);
  });

  it('formatting opened anew before each block (the attack that took 13.5 s for 4 KB) is refused', () => {
    const attack = Array.from({ length: 200 }, (_, i) => `<b id=${i}><p>x`).join('');
    expect(richTextShape(attack).reopened).toBeGreaterThan(MAX_REOPENED_FORMATTING);
    // the same through an inline element's end, and through list items
    expect(isTangledRichText(Array.from({ length: 200 }, (_, i) => `<span><i id=${i}></span>x`).join(''))).toBe(true);
    expect(isTangledRichText('<ul>' + Array.from({ length: 200 }, (_, i) => `<li><a href="/${i}">x`).join(''))).toBe(true);
  });

  it('a copy repeats its attributes: a long link left open is counted by its bytes', () => {
    const link = `<a href="/${'x'.repeat(400)}">`;
    const open = (paragraphs: number) => `<p>${link}Link</p>` + '<p>more</p>'.repeat(paragraphs);
    expect(richTextShape(open(10))).toMatchObject({ reopened: 10, reopenedBytes: 10 * link.length });
    expect(isTangledRichText(open(Math.floor(MAX_REOPENED_BYTES / link.length)))).toBe(false);
    expect(isTangledRichText(open(Math.floor(MAX_REOPENED_BYTES / link.length) + 1))).toBe(true);
  });

  it('elements nested past the depth bound are refused, however they are opened', () => {
    expect(isTangledRichText('<div>'.repeat(MAX_RICH_TEXT_DEPTH))).toBe(false);
    expect(isTangledRichText('<div>'.repeat(MAX_RICH_TEXT_DEPTH + 1))).toBe(true);
    expect(isTangledRichText('<B>'.repeat(MAX_RICH_TEXT_DEPTH + 1) + 'x')).toBe(true);
    expect(isTangledRichText('<table>' + 'x<b/class=a>'.repeat(MAX_RICH_TEXT_DEPTH))).toBe(true);
  });

  it('closed tags, misnested pairs and stray brackets do not add up', () => {
    expect(richTextShape('<b><i>x</b>y</i>'.repeat(5_000))).toEqual({ depth: 2, reopened: 0, reopenedBytes: 0 });
    expect(richTextShape('a < b and c <3 d </div></p>'.repeat(1_000)).depth).toBe(0);
    expect(richTextShape('<div><p>x</p></div>'.repeat(5_000)).depth).toBe(2);
  });
});
