/** Text normalisation shared by the lexicon, the hashing and the keyword baseline. */

export const STOPWORDS = new Set(
  (
    'a an the and or of in on at to for with by from as is are was were be been being this that these those it its ' +
    'i me my we our you your he she they them their his her who whom which what when where how all any both each ' +
    'more most other some such no nor not only own same so than too very can will just should now also into over ' +
    'per via up out about across after before during under within without while etc am pm inc ltd pvt llp co ' +
    // résumé and job-ad filler: in every text of this corpus, so it tells two texts apart by nothing
    'experience experienced years year yrs yr work worked working job role roles responsible responsibilities ' +
    'requirement requirements required skill skills skilled good strong excellent knowledge ability able ' +
    'team teams company companies candidate candidates looking seeking opportunity position including various ' +
    'using use used well new plus must preferred preferably ensure ensuring handle handling maintain maintaining ' +
    'present current currently title category industry description education location overview tags type ' +
    'full time part contract freelance internship date month months level'
  ).split(' '),
);

/** Lower-case words, with a light plural fold so 'setters' and 'setter' meet. */
export function tokenize(text: string): string[] {
  const raw = text.toLowerCase().split(/[^a-z0-9+#]+/);
  const out: string[] = [];
  for (const word of raw) {
    if (!word) continue;
    out.push(fold(word));
  }
  return out;
}

function fold(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** 32-bit FNV-1a, for feature hashing. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function isContentWord(token: string): boolean {
  return token.length > 1 && !STOPWORDS.has(token) && !/^\d+$/.test(token);
}
