/**
 * Padding: the personal details, objectives and declarations that profiles typed in by a seeker,
 * or read off a résumé, carry around the work itself ('Hobbies: reading, cricket', 'Date of birth
 * 12/05/1984', 'Declaration: I hereby declare...', 'Career objective: to work in a challenging
 * environment...'), and a job ad's company blurb, pay, perks and how to apply ('About us: ...',
 * 'Benefits: PF, ESIC', 'Walk-in interview...'). They say nothing about which job fits, yet their
 * words weigh in a lexical vector and a keyword match as much as the work's ('PF, ESIC' are an HR
 * executive's words, '25 showrooms' a store manager's), and an objective in front of a profile
 * hides the role its opening words name. The embedder and the relevance score read a text
 * without them.
 *
 * A part is padding from its label to the end of its sentence or line. Labels that are also
 * ordinary words ('address', 'interests', 'objective') count only as labels, followed by a colon
 * or a dash; a résumé's own field labels (skills, experience, education) are not padding.
 */
import { oneSpaceRuns } from './whitespace';

const WITH_OR_WITHOUT_COLON = [
  'hobbies', 'hobby', 'languages known', 'language known', 'date of birth', 'd\\.?o\\.?b\\.?', 'marital status',
  "father'?s? name", "mother'?s? name", "husband'?s? name", 'passport no\\.?', 'passport number', 'personal details',
  'personal information', 'personal profile', 'personal data', 'career objective', 'carrier objective', 'job objective',
  'i hereby declare', 'i hereby confirm', 'declaration', 'extra[- ]?curricular activities', 'references available',
  'curriculum vitae', 'bio[- ]?data', 'current ctc', 'expected ctc', 'notice period', 'native place',
  // job ads
  'about us', 'about the company', 'about company', 'company profile', 'who we are', 'why join us', 'perks and benefits',
  'walk[- ]?in interview', 'walk[- ]?in', 'how to apply', 'to apply', 'interested candidates', 'candidates may', 'candidates can',
  'equal opportunity employer', 'immediate joiners?', 'working days', 'working hours', 'job timings?', 'shift timings?',
  'office timings?', 'accommodation provided', 'salary', 'contact',
];
const ONLY_AS_LABEL = [
  'objective', 'interests', 'strengths', 'weaknesses', 'languages', 'address', 'permanent address', 'present address',
  'current address', 'hometown', 'home town', 'nationality', 'gender', 'sex', 'religion', 'age', 'dob', 'birth date', 'contact details',
  'phone', 'mobile', 'mobile no\\.?', 'email', 'e-mail', 'place', 'date', 'references', 'resume', 'résumé',
  // job ads
  'ctc', 'compensation', 'pay', 'benefits', 'perks', 'timings?', 'note', 'interview',
];

/** Where a part starts: the text's start, a line's, or after a sentence's end or a semicolon. */
const START = '(?:^|(?<=[.;!?\\n|]\\s*))';
/**
 * An Indian address's abbreviations end with a stop that ends no sentence: 'Vill. Kheri, Distt.
 * Rohtak', 'P.O. Rampur, Tq. Haveli', 'Opp. bus stand', 'H.No. 12'.
 */
const ADDRESS_ABBREVIATION = '\\b(?:vill|vpo|dist|distt|tq|tal|teh|tehsil|po|ps|nr|opp|no|h\\.no)';
/** To the end of its sentence (a stop followed by a space, not an initial's 'R. K.' nor an address's 'Dist.'), or of its line. */
const REST = `[^\\n]*?(?:(?<![\\s.][A-Za-z])(?<!${ADDRESS_ABBREVIATION})[.!?](?=\\s|$)|(?=\\n)|$)`;
const PADDING = new RegExp(
  `${START}\\s*(?:(?:${WITH_OR_WITHOUT_COLON.join('|')})\\b\\s*[:\\-–]?|(?:${ONLY_AS_LABEL.join('|')})\\s*[:\\-–])${REST}`,
  'gim',
);

/** The text without its padding; the rest untouched but for runs of spaces, one space (or line end) each. */
export function withoutPadding(text: string): string {
  return oneSpaceRuns(text).replace(PADDING, ' ').replace(/[ \t]{2,}/g, ' ').trim();
}
