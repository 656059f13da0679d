/**
 * A résumé's text cut into its usual parts: the header (name, headline), and the summary,
 * experience, education, skills and certification sections, found by their headings.
 */

export type SectionName = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';

export interface ResumeSections {
  header: string[];
  sections: Record<SectionName, string[]>;
}

const HEADINGS: Record<SectionName, string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'profile summary', 'career summary', 'objective', 'career objective', 'about me', 'about', 'professional profile'],
  experience: ['experience', 'work experience', 'professional experience', 'employment history', 'employment', 'work history', 'career history', 'relevant experience', 'experience summary'],
  education: ['education', 'academic qualifications', 'qualifications', 'educational qualifications', 'academics', 'academic background', 'education and training', 'education & certifications', 'education and certifications'],
  skills: ['skills', 'key skills', 'core skills', 'technical skills', 'core competencies', 'competencies', 'expertise', 'areas of expertise', 'software', 'software skills', 'tools', 'skills & tools', 'skills and tools'],
  certifications: ['certifications', 'certification', 'certificates', 'courses', 'training', 'licenses', 'licences'],
  other: ['languages', 'interests', 'hobbies', 'achievements', 'awards', 'projects', 'references', 'personal details', 'contact', 'declaration', 'personal information', 'portfolio'],
};

const BY_HEADING = new Map<string, SectionName>();
for (const [name, headings] of Object.entries(HEADINGS) as Array<[SectionName, string[]]>) {
  for (const h of headings) BY_HEADING.set(h, name);
}

function headingOf(line: string): SectionName | null {
  if (line.length > 40) return null;
  const key = line.toLowerCase().replace(/[:\-–—_*#•]+/g, ' ').replace(/\s+/g, ' ').trim();
  return BY_HEADING.get(key) ?? null;
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
    const line = raw.trim();
    if (!line) continue;
    const heading = headingOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    if (current === null) header.push(line);
    else sections[current].push(line);
  }
  return { header, sections };
}

/** Contact lines (email, phone, links) are not a headline. */
export function isContactLine(line: string): boolean {
  return /@|https?:|www\.|linkedin|\+?\d[\d\s-]{7,}/i.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(/^[\s•·\-–—*▪◦●○]+/, '').trim();
}
