import { describe, expect, it } from 'vitest';
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import { cosine } from '../../../server/ai/embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { createLocalEmbedder, embedOne } from '../../../server/ai/local/localEmbedder';

const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

const job = (title: string, skills: string[], description: string) =>
  jobEmbeddingText({ title, skillsRequired: skills, description, industry: 'Jewellery', city: 'Mumbai' });
const seeker = (overview: string, skills: string[] = [], roles: string[] = []) =>
  jobSeekerEmbeddingText({ overview, skills, preferredRoles: roles, city: 'Mumbai' });

const cadJob = job('CAD Designer', ['Rhino 3D', 'MatrixGold'], '<p>Build 3D models of rings for casting.</p>');
const cashierJob = job('Cashier', ['Cashier'], 'Billing, card payments and cash reconciliation at the showroom.');

describe('local embedder', () => {
  it('returns 256 finite numbers of unit length for every text, empty ones included', async () => {
    const vectors = await createLocalEmbedder().embed([cadJob, 'gold', '', '   \n ']);
    expect(vectors).toHaveLength(4);
    for (const v of vectors) {
      expect(v).toHaveLength(EMBEDDING_LENGTH);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(norm(v)).toBeCloseTo(1, 10);
    }
  });

  it('is deterministic', () => {
    expect(embedOne(cadJob)).toEqual(embedOne(cadJob));
    expect(embedOne(cadJob)).not.toEqual(embedOne(cashierJob));
  });

  it('puts a CAD jewellery designer near a CAD job and far from a cashier job', () => {
    const resume = embedOne(
      seeker('Jewellery designer with 6 years modelling fine jewellery in Rhino and ZBrush, preparing STL files for 3D printing.', ['Rhino', 'ZBrush']),
    );
    const toCad = cosine(resume, embedOne(cadJob));
    const toCashier = cosine(resume, embedOne(cashierJob));
    expect(toCad).toBeGreaterThan(0.6);
    expect(toCashier).toBeLessThan(0.2);
  });

  it.each([
    // [job, closer seeker, farther seeker]
    [job('Stone Setter', ['Stone Setter'], 'Pave and prong setting of diamonds.'), seeker('Setter with 8 years of micro pave work under the microscope.'), seeker('Sales associate in a jewellery showroom selling bridal diamonds.')],
    [job('Diamond Grader', ['Gemologist'], 'Grade colour and clarity of polished diamonds.'), seeker('GIA Graduate Gemologist grading the 4Cs.'), seeker('Goldsmith doing soldering and repairs.')],
    [job('Client Advisor', ['Client Advisor'], 'Clienteling and luxury boutique sales.'), seeker('Luxury retail sales executive building relationships with HNI clients.'), seeker('Accountant handling GST and Tally ledgers.')],
    [job('Visual Merchandiser', ['Visual Merchandiser'], 'Window displays and planograms.'), seeker('VM executive dressing windows and mannequins.'), seeker('CAD designer in MatrixGold.')],
    [job('E-commerce Manager', ['E-commerce Manager'], 'Own the Shopify store and marketplace listings.'), seeker('Grew online sales on Amazon and Myntra for a D2C brand.'), seeker('Karigar making temple jewellery by hand.')],
    [job('Watchmaker', ['Watchmaker'], 'Service Swiss movements.'), seeker('Horologist, WOSTEP trained, servicing calibres.'), seeker('HR executive doing recruitment and payroll.')],
  ])('ranks a fitting seeker above a misfit (%#)', (jobText, near, far) => {
    const j = embedOne(jobText);
    expect(cosine(j, embedOne(near))).toBeGreaterThan(cosine(j, embedOne(far)) + 0.2);
  });

  it('treats synonyms and spellings alike (jewelry/jewellery, gemologist/gemmologist, e-commerce/ecommerce)', () => {
    expect(cosine(embedOne('gemologist'), embedOne('gemmologist'))).toBeCloseTo(1, 6);
    expect(cosine(embedOne('e-commerce'), embedOne('ecommerce'))).toBeCloseTo(1, 6);
    expect(cosine(embedOne('Rhino 3D'), embedOne('CAD Designer'))).toBeGreaterThan(0.5);
  });

  it('embeds at least 5,000 texts of about 1 KB a second', async () => {
    const text = `${cadJob}\n${seeker('Cashier with billing and POS experience at a jewellery store in Chennai.')}`
      .repeat(3)
      .slice(0, 1024);
    const texts = Array.from({ length: 5000 }, (_, i) => `${text} ${i}`);
    const embedder = createLocalEmbedder();
    await embedder.embed(texts.slice(0, 100));
    const started = performance.now();
    await embedder.embed(texts);
    const seconds = (performance.now() - started) / 1000;
    // generous against a slow CI machine; the bench reports the real figure
    expect(5000 / seconds).toBeGreaterThan(2500);
  });

  it('embeds a rich-text description as one line of its text, as stored vectors were built', () => {
    const text = job('Setter', [], '<p>Pave &amp; prong<br/>setting</p><ul><li>Rings</li></ul>');
    expect(text).toContain('Description: Pave & prong setting Rings');
    expect(text).not.toMatch(/<|li\b|\n\s*\n/);
  });
});
