/**
 * A résumé's text cut into its usual parts: the header (name, headline), and the summary,
 * experience, education, skills and certification sections, found by their headings.
 */
import { oneSpaceRuns } from '../../../domain/ai/whitespace';

export type SectionName = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';

export interface ResumeSections {
  header: string[];
  sections: Record<SectionName, string[]>;
}

// Headings as résumés of the trade write them, Indian bio-data conventions included ('Educational
// Qualification', 'Work Profile', 'Languages Known'); singular and plural alike.
const HEADINGS: Record<SectionName, string[]> = {
  summary: [
    'summary', 'profile', 'professional summary', 'profile summary', 'career summary', 'objective', 'career objective', 'about me', 'about',
    'professional profile', 'professional synopsis', 'synopsis', 'executive summary', 'career profile', 'carrier objective', 'job objective',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'employment history', 'employment', 'work history', 'career history',
    'relevant experience', 'experience summary', 'work profile', 'job profile', 'employment details', 'experience details', 'work experience details',
    'organisational experience', 'organizational experience', 'previous experience', 'past experience', 'professional background',
    'career highlights', 'roles and responsibilities', 'roles & responsibilities', 'key responsibilities', 'job responsibilities', 'internship', 'internships',
    // workers' bio-data: 'Work: polish karigar 6 saal', 'Present Employer :', 'Kaam ka anubhav:'
    'work', 'work done', 'last job', 'current job', 'present job', 'present employer', 'current employer', 'previous employer', 'previous employers',
    'responsibilities', 'work details', 'job details', 'kaam', 'kaam ka anubhav', 'anubhav',
  ],
  education: [
    'education', 'academic qualifications', 'qualifications', 'educational qualifications', 'academics', 'academic background', 'education and training',
    'education & certifications', 'education and certifications', 'educational qualification', 'academic qualification', 'qualification',
    'educational details', 'education details', 'academic details', 'academic profile', 'education qualification', 'professional qualification',
    'professional qualifications', 'technical qualification', 'technical qualifications', 'padhai', 'shiksha',
  ],
  skills: [
    'skills', 'key skills', 'core skills', 'technical skills', 'core competencies', 'competencies', 'expertise', 'areas of expertise', 'software',
    'software skills', 'tools', 'skills & tools', 'skills and tools', 'skill set', 'skills set', 'skillset', 'computer skills', 'computer knowledge',
    'it skills', 'software known', 'software knowledge', 'software proficiency', 'technical expertise', 'professional skills', 'functional skills',
    'computer', 'computer proficiency',
  ],
  certifications: ['certifications', 'certification', 'certificates', 'courses', 'training', 'licenses', 'licences', 'trainings', 'courses attended', 'certification courses'],
  other: [
    'languages', 'interests', 'hobbies', 'achievements', 'awards', 'projects', 'references', 'personal details', 'contact', 'declaration',
    'personal information', 'portfolio', 'languages known', 'language known', 'personal profile', 'personal data', 'strengths', 'strength',
    'extra curricular activities', 'extracurricular activities', 'reference', 'contact details', 'address', 'permanent address', 'hobbies & interests',
    'age', 'native', 'salary', 'expected salary', 'current ctc', 'expected ctc', 'notice period', 'marital status', 'nationality', 'passport',
    'passport details', 'visa status', 'religion', 'gender', 'date of birth',
  ],
};

const BY_HEADING = new Map<string, SectionName>();
for (const [name, headings] of Object.entries(HEADINGS) as Array<[SectionName, string[]]>) {
  for (const h of headings) BY_HEADING.set(h, name);
}

const headingKey = (text: string) => text.toLowerCase().replace(/[:\-–—_*#•➢▪]+/g, ' ').replace(/\s+/g, ' ').trim();

function headingOf(line: string): SectionName | null {
  if (line.length > 40) return null;
  return BY_HEADING.get(headingKey(line)) ?? null;
}

/**
 * 'Career Objective: To work in…', 'Work - polishing helper…' — a heading with its first line after a
 * colon or a spaced dash: the heading and the rest.
 */
function headingWithText(line: string): { heading: SectionName; rest: string } | null {
  const at = line.search(/\s*:|\s[-–—]\s/);
  if (at <= 0 || at > 40) return null;
  const heading = BY_HEADING.get(headingKey(line.slice(0, at)));
  const rest = line.slice(at).replace(/^\s*(?::|[-–—])\s*/, '').trim();
  return heading && rest ? { heading, rest } : null;
}

export function splitSections(text: string): ResumeSections {
  const sections: Record<SectionName, string[]> = {
    summary: [],
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    other: [],
  };
  const header: string[] = [];
  let current: SectionName | null = null;
  for (const raw of text.split('\n')) {
    // one space for each run: over a long run, a heading's pattern ('Work : …') tried every start in it
    const line = oneSpaceRuns(raw).trim();
    if (!line) continue;
    const heading = headingOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    const inline = headingWithText(line);
    // 'Address: …' or 'Contact: …' under the name is the header's own detail, not a section
    if (inline && !(current === null && inline.heading === 'other')) {
      current = inline.heading;
      sections[current].push(inline.rest);
      continue;
    }
    if (current === null) header.push(line);
    else sections[current].push(line);
  }
  return { header, sections };
}

/** Contact lines (email, phone, links, a postal address's PIN code) are not a headline. */
export function isContactLine(line: string): boolean {
  return /@|https?:|www\.|linkedin|\+?\d[\d\s-]{7,}|\b\d{6}\b|\b\d{3} \d{3}\b/i.test(line);
}

/** The document's own title ('CURRICULUM VITAE', 'Resume', 'Bio-data'): the name follows it. */
export function isDocumentTitle(line: string): boolean {
  return /^(curriculum[\s-]*vita[e]?|resume|résumé|bio[\s-]*data|cv)[\s:.]*$/i.test(line.trim());
}

export function stripBullet(line: string): string {
  return line.replace(/^[\s•·\-–—*▪◦●○]+/, '').trim();
}
