/**
 * Whether rich text is shaped so that reading it as HTML stays cheap. The server reads every rich
 * text it stores with an HTML parser (jsdom, for DOMPurify) in its one thread, and the parser's
 * repairs cost more than linear time, or grow the text many times, for shapes no editor writes:
 *
 * - elements nested deeper and deeper (12,000 unclosed <div>s: 17 s; <table> then 'x<b>' 4,000
 *   times: 4.6 s, each text placed before the table past all the open elements);
 * - formatting left open across blocks: `<b id=1><p>x<b id=2><p>x…` makes the parser reopen every
 *   formatting element still open at each new paragraph (the HTML standard's "reconstruct the
 *   active formatting elements"), so n of them cost n²/2 copies: 4 KB took 13.5 s and 630 KB of
 *   output, 15 KB exhausted the server's memory; and each copy repeats its tag's attributes.
 *
 * A linear walk over the tags follows the parser's stack of open elements closely enough to count
 * the depth and the copies, with their bytes (upper bounds: it never sees fewer than the parser
 * makes), and the text is refused before parsing when any passes its bound. The console's editor
 * nests a list within a list a few levels and closes every formatting tag inside its paragraph, so
 * its texts are far within every bound.
 */

/** Open elements one inside another: a list within a list within a list is some ten levels. */
export const MAX_RICH_TEXT_DEPTH = 64;
/**
 * Formatting elements the parser would copy to reopen them in later blocks, over the whole text:
 * a bold left open over a thousand paragraphs (~80 µs a copy with the sanitiser's walk).
 */
export const MAX_REOPENED_FORMATTING = 1_000;
/**
 * The bytes of those copies' tags: a copy keeps its attributes, so a link of a 40 KB address left
 * open over a thousand paragraphs would be 40 MB of HTML to parse and store.
 */
export const MAX_REOPENED_BYTES = 50_000;

export const RICH_TEXT_TANGLED = 'This text nests its formatting too deeply or leaves too much of it open to be stored. Please simplify its formatting.';

/** The HTML standard's formatting elements: the parser reopens them in the blocks that follow. */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/** Elements with no content: never on the stack. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Start tags that close an open paragraph first (and whatever formatting is open inside it). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'pre', 'listing', 'form', 'li', 'dd', 'dt', 'plaintext', 'table', 'hr', 'xmp',
]);
/** The standard's default scope: a paragraph or list item outside a table's cell is not closed from inside it. */
const SCOPE = ['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template'];
const BUTTON_SCOPE = new Set([...SCOPE, 'button']);
const DEFAULT_SCOPE = new Set(SCOPE);
/**
 * The standard's "special" elements (those an end tag of another name does not close past), less
 * address, div and p, which a new list item does close past.
 */
const SPECIAL_BUT_BLOCKS = new Set([
  ...SCOPE, ...[...CLOSES_P].filter((n) => n !== 'address' && n !== 'div' && n !== 'p'), 'area', 'base', 'basefont', 'bgsound', 'body',
  'br', 'button', 'col', 'colgroup', 'embed', 'frame', 'frameset', 'head', 'iframe', 'img', 'input', 'keygen', 'link', 'meta',
  'noembed', 'noframes', 'noscript', 'param', 'script', 'select', 'source', 'style', 'tbody', 'textarea', 'tfoot', 'thead',
  'title', 'tr', 'track', 'wbr',
]);
const SPECIAL = new Set([...SPECIAL_BUT_BLOCKS, 'address', 'div', 'p']);
/** Start tags that end an open element of their own kind first (a list item the one before), within these bounds. */
const CLOSES_OWN = new Map<string, ReadonlySet<string>>([
  ['li', SPECIAL_BUT_BLOCKS],
  ['dd', SPECIAL_BUT_BLOCKS],
  ['dt', SPECIAL_BUT_BLOCKS],
  ['tr', new Set(['table', 'html', 'template'])],
  ['td', new Set(['table', 'html', 'template'])],
  ['th', new Set(['table', 'html', 'template'])],
  ['option', new Set(['select', 'html', 'template'])],
]);

/** Tags, and the text between them, in order: `<`+letter opens a tag as the parser reads it. */
const TOKEN = /<(\/?)([a-zA-Z][^\t\n\f\r />]*)[^>]*>?|[^<]+|</g;

export interface RichTextShape {
  /** the deepest the open elements go */
  depth: number;
  /** formatting elements the parser would copy to reopen them */
  reopened: number;
  /** the bytes of their start tags, attributes included */
  reopenedBytes: number;
}

/**
 * The shape of an HTML text, read in one pass; it stops as soon as either bound is passed (so the
 * stack it follows stays within MAX_RICH_TEXT_DEPTH + 1 and each step is short).
 */
export function richTextShape(html: string): RichTextShape {
  const stack: string[] = [];
  // by the stack's index: the bytes of a formatting element's start tag, which a copy repeats
  const tagBytes: number[] = [];
  const onStack = new Map<string, number>();
  // formatting elements closed implicitly (their block ended) but still open for the parser
  let dangling: Array<[name: string, bytes: number]> = [];
  let depth = 0;
  let reopened = 0;
  let reopenedBytes = 0;
  const push = (name: string, bytes: number) => {
    stack.push(name);
    tagBytes.push(bytes);
    onStack.set(name, (onStack.get(name) ?? 0) + 1);
    depth = Math.max(depth, stack.length);
  };
  /**
   * Pops up to and including the topmost `name` unless one of `stops` stands above it (then
   * nothing: the parser ignores the tag there); formatting popped above it stays open (dangling).
   */
  const closeThrough = (name: string, stops: ReadonlySet<string>) => {
    if (!onStack.get(name)) return;
    let at = stack.length - 1;
    while (stack[at] !== name) if (stops.has(stack[at--])) return;
    while (stack.length > at) {
      const top = stack.pop() as string;
      const bytes = tagBytes.pop() as number;
      onStack.set(top, (onStack.get(top) as number) - 1);
      if (FORMATTING.has(top) && stack.length > at) dangling.push([top, bytes]);
    }
  };
  const reopen = () => {
    if (dangling.length === 0) return;
    reopened += dangling.length;
    for (const [name, bytes] of dangling) {
      reopenedBytes += bytes;
      push(name, bytes);
    }
    dangling = [];
  };
  for (const match of html.matchAll(TOKEN)) {
    if (depth > MAX_RICH_TEXT_DEPTH || reopened > MAX_REOPENED_FORMATTING || reopenedBytes > MAX_REOPENED_BYTES) break;
    const name = match[2]?.toLowerCase();
    if (name === undefined) {
      reopen(); // text, a stray '<' included: the parser reopens formatting before inserting it
      continue;
    }
    if (match[1] === '/') {
      if (!FORMATTING.has(name)) closeThrough(name, SPECIAL.has(name) ? (name === 'p' ? BUTTON_SCOPE : DEFAULT_SCOPE) : SPECIAL);
      else if (onStack.get(name)) closeFormatting(name);
      else {
        const at = dangling.findLastIndex(([open]) => open === name);
        if (at >= 0) dangling.splice(at, 1);
      }
      continue;
    }
    const ownStops = CLOSES_OWN.get(name);
    if (ownStops) closeThrough(name, ownStops);
    if (CLOSES_P.has(name)) closeThrough('p', BUTTON_SCOPE);
    else reopen();
    if (!VOID.has(name)) push(name, match[0].length);
  }
  return { depth, reopened, reopenedBytes };

  /** A formatting end tag closes its element wherever it stands (the parser's adoption agency). */
  function closeFormatting(name: string) {
    const at = stack.lastIndexOf(name);
    stack.splice(at, 1);
    tagBytes.splice(at, 1);
    onStack.set(name, (onStack.get(name) as number) - 1);
  }
}

/**
 * At most how many UTF-8 bytes a rich text of `units` UTF-16 units (what the length limits count)
 * holds once sanitised and stored, when its shape is within the bounds above:
 * - a character of text or of an address is written back escaped, at most 6 bytes a unit
 *   ('&nbsp;' for U+00A0, '&quot;' in an address; a pair of units is 4 bytes);
 * - a tag kept (the safe tags, href alone) is written back from its name and address, with its end
 *   tag and, for a link, ' target="_blank" rel="noopener noreferrer"': under 6 bytes a unit of the
 *   tag as typed ('<a href=x>', 10 units, becomes 56 bytes with its end; '<b>' 7 bytes);
 * - the parser's copies of formatting left open: their tags' bytes at most MAX_REOPENED_BYTES, each
 *   escaped the same way, and each copy's end tag and link attributes (50 bytes).
 * The answer size check (server/db/repositories/weight.ts) reads it as the field's bound.
 */
export function storedRichTextBound(units: number): number {
  return 6 * (units + MAX_REOPENED_BYTES) + 50 * MAX_REOPENED_FORMATTING;
}

/** Whether the text passes any bound (RICH_TEXT_TANGLED says so to the person who wrote it). */
export function isTangledRichText(html: string): boolean {
  const { depth, reopened, reopenedBytes } = richTextShape(html);
  return depth > MAX_RICH_TEXT_DEPTH || reopened > MAX_REOPENED_FORMATTING || reopenedBytes > MAX_REOPENED_BYTES;
}
