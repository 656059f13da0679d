/**
 * Hurried or second-language typing, put into labelled profiles to see whether the careless and
 * the careful still rank by their fit (aiMisses.ts --typos, the match-quality section): in every
 * other profile (by its id) one word of six letters or more in three is mistyped, a letter
 * dropped, doubled, changed or two swapped, anywhere in the word. The slips are chosen by the
 * words' own letters, so every run mistypes the same words the same way.
 */
import type { EvalSeeker } from '../../domain/ai/evaluationTypes';

const letterSum = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

export function mistyped(text: string): string {
  let n = 0;
  return text.replace(/[A-Za-z]{6,}/g, (word) => {
    if (n++ % 3 !== 2) return word;
    const code = letterSum(word);
    const at = code % (word.length - 1);
    switch (code % 4) {
      case 0:
        return word.slice(0, at) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word[at] + word.slice(at);
      case 2:
        return word.slice(0, at) + 'aeiou'[code % 5] + word.slice(at + 1);
      default:
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
  });
}

const careless = (id: string) => [...id].reduce((h, c) => h + c.charCodeAt(0), 0) % 2 === 1;

/** The profile as a careless typist writes it (every other profile by id), else as it is. */
export function withTypos<T extends EvalSeeker>(seeker: T): T {
  if (!careless(seeker.id)) return seeker;
  return { ...seeker, overview: mistyped(seeker.overview), resume: seeker.resume && mistyped(seeker.resume), skills: seeker.skills?.map(mistyped) };
}
