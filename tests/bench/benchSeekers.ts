/**
 * The bench's job seekers at scale: the demo generator's, embedded by the local embedder, with
 * what the relevance score reads of each. One source for the matching section (which loads them
 * into a database) and the in-process recall tool (tests/bench/matchRecall.ts), so both measure
 * the same 100k people.
 */
import { EmailBook } from '../../domain/demo-data/common';
import { createRng, resumeTextOf } from '../../domain/demo-data';
import { generateSeekers } from '../../domain/demo-data/seekers';
import { jobSeekerEmbeddingText } from '../../server/ai/embeddingText';
import { createLocalEmbedder } from '../../server/ai/local/localEmbedder';
import { writeLocalOverview } from '../../server/ai/overview/localOverview';
import { type SeekerFeatures, seekerFeatures, yearsFromProfileText } from '../../server/ai/seekerFeatures';
import type { SeekerVectorRow } from './binaryCopy';

export const SEEKER_DIMS = 256;
const CHUNK = 10_000;

export interface BenchSeekers {
  /** row-major, SEEKER_DIMS numbers per seeker (unit length) */
  vectors: Float32Array;
  ids: string[];
  /** the years the candidates' scan weighs: the field, else what the text says (migration 024) */
  years: Array<number | null>;
  features: SeekerFeatures[];
}

/** Generates `count` seekers in chunks; `sink` receives each chunk's rows (e.g. to load them). */
export async function benchSeekers(count: number, sink: (rows: SeekerVectorRow[]) => Promise<void> = async () => {}): Promise<BenchSeekers> {
  const embedder = createLocalEmbedder();
  const out: BenchSeekers = { vectors: new Float32Array(count * SEEKER_DIMS), ids: [], years: [], features: [] };
  const emails = new EmailBook();
  for (let start = 0, c = 0; start < count; start += CHUNK, c++) {
    const profiles = generateSeekers(createRng(20_251_122, `seekers:${c}`), Math.min(CHUNK, count - start), emails);
    // as the server holds a demo seeker: the résumé's text, and the overview the local writer wrote from it
    const resumes = profiles.map(({ seeker }) => resumeTextOf(seeker) ?? null);
    const overviews = resumes.map((text) => (text ? writeLocalOverview(text) : null));
    const texts = profiles.map(({ seeker }, i) =>
      jobSeekerEmbeddingText({
        overview: overviews[i],
        resumeText: resumes[i],
        skills: seeker.skills,
        preferredRoles: seeker.jobPreferences.preferredRoles,
        yearsOfExperience: seeker.yearsOfExperience,
        education: seeker.education,
        city: seeker.personalDetails.city,
        state: seeker.personalDetails.state,
        country: seeker.personalDetails.country,
        preferredLocations: seeker.jobPreferences.location,
      }),
    );
    const embedded = await embedder.embed(texts);
    const rows = profiles.map(({ seeker }, i) => {
      out.vectors.set(embedded[i], (start + i) * SEEKER_DIMS);
      out.ids.push(seeker._id);
      const profile = {
        overview: overviews[i],
        resumeText: resumes[i],
        skills: seeker.skills,
        preferredRoles: seeker.jobPreferences.preferredRoles,
        years: seeker.yearsOfExperience,
      };
      const source = { ...profile, yearsOfExperience: profile.years };
      const yearsInText = yearsFromProfileText(source);
      out.years.push(profile.years ?? yearsInText);
      out.features.push(seekerFeatures(source));
      return { id: seeker._id, name: seeker.personalDetails.fullName ?? '', vector: embedded[i], ...profile, yearsInText };
    });
    await sink(rows);
  }
  return out;
}
