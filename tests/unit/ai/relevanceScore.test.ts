/**
 * The relevance score's parts without a database (issue 12): the seeker's own role outweighs a
 * sibling role that shares the job's words, closeness of meaning helps where the lexicon is
 * silent, and the calibration keeps the order while putting the bands' edges where the spec reads
 * them.
 */
import { describe, expect, it } from 'vitest';
import { classifyRelevancy } from '../../../domain/ai/relevancy';
import { calibrate, relevance, relevanceFactors, relevanceParts } from '../../../server/ai/relevance';
import { RELEVANCE_WEIGHTS } from '../../../server/ai/relevanceWeights';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import { listedCoverage, localScore as score } from './localScore';


describe('relevance score', () => {
  it("ranks the job's own role above a sibling role of the same cluster that shares its words", () => {
    const job = {
      title: 'E-commerce Merchandiser',
      skillsRequired: ['Product listings', 'Catalogue management'],
      description: 'Own collection pages, product listings and onsite search of our jewellery website; sell-through by category.',
      yearsOfExperience: 3,
    };
    const merchandiser = score(job, {
      overview: 'Online merchandiser for a silver jewellery label, curating collection pages, product listings and site search; tracked sell-through.',
      skills: ['Online merchandising', 'Catalogue management'],
      preferredRoles: ['E-commerce Merchandiser'],
      yearsOfExperience: 3,
    });
    const marketer = score(job, {
      overview: 'Performance marketer running Google and Meta campaigns for jewellery websites; worked with merchandising on product listings and collection pages.',
      skills: ['Google Ads', 'Meta Ads', 'Product listings'],
      preferredRoles: ['Performance Marketing Manager'],
      yearsOfExperience: 3,
    });
    expect(merchandiser.score).toBeGreaterThan(marketer.score);
  });

  it('weighs the role a seeker names as theirs: the same profile under another role keeps clearly less', () => {
    const job = { title: 'Watchmaker', skillsRequired: ['Watch servicing'], description: 'Service and regulate mechanical watches.', yearsOfExperience: 3 };
    const profile = { overview: 'At a Swiss service centre for 5 years; movement servicing and water resistance tests, alongside the watchmakers.', skills: ['Movement servicing'], yearsOfExperience: 5 };
    const own = score(job, { ...profile, preferredRoles: ['Watchmaker'] }).score;
    const other = score(job, { ...profile, preferredRoles: ['Store Manager'] }).score;
    expect(other / own).toBeLessThan(0.92);
  });

  it('ranks a seeker far short of the asked years below one who has them, all else equal', () => {
    const job = { title: 'Master Setter', skillsRequired: ['Micro pave setting'], description: 'Set diamonds in platinum under the microscope.', yearsOfExperience: 10, experience: 'Sr-Level' };
    const profile = { overview: 'Stone setter: micro pave and prong setting of diamonds in platinum under the microscope.', skills: ['Micro pave setting'], preferredRoles: ['Stone Setter'] };
    const senior = score(job, { ...profile, yearsOfExperience: 12 });
    const junior = score(job, { ...profile, yearsOfExperience: 2 });
    expect(senior.score).toBeGreaterThan(junior.score);
    expect(junior.seniority.fit).toBeLessThan(0.5);
  });

  it('knows a horologist for a watchmaker job though the lexicon word differs', () => {
    const job = { title: 'Watchmaker', skillsRequired: ['Watch servicing'], description: 'Service and regulate mechanical watches.', yearsOfExperience: 3 };
    const horologist = score(job, { overview: 'Horologist, overhauls of mechanical calibres and regulation.', preferredRoles: ['Horologist'], yearsOfExperience: 5 });
    const manager = score(job, { overview: 'Store manager of a watch boutique: sales targets and rosters.', preferredRoles: ['Store Manager'], yearsOfExperience: 5 });
    expect(horologist.score).toBeGreaterThan(manager.score);
  });

  it('reads a bench worker named for the work (finisher, plater, solderer, enamelist) as that craft', () => {
    const job = { title: 'Polisher', skillsRequired: ['Polishing', 'Rhodium plating'], description: 'Pre-polish and final polish of 18k gold rings; rhodium plating.', yearsOfExperience: 3 };
    const finisher = score(job, { overview: 'Finisher at a gold jewellery unit: buffing and final shine of rings and chains.', preferredRoles: ['Finisher'], yearsOfExperience: 4 });
    const sorter = score(job, { overview: 'Sorter at a gold jewellery unit: sorting rings and chains by weight for dispatch.', preferredRoles: ['Sorter'], yearsOfExperience: 4 });
    expect(finisher.role).toBeGreaterThan(sorter.role);
    expect(finisher.score).toBeGreaterThan(sorter.score);
    const concepts = (title: string) => jobFeatures({ title }).role?.conceptIndexes;
    expect(concepts('Plater')).toEqual(concepts('Polisher'));
    expect(concepts('Solderer')).toEqual(concepts('Goldsmith'));
    expect(concepts('Enamelist')).toEqual(concepts('Enameller'));
  });

  it("credits a required skill in part when the seeker shows a concept the lexicon relates to it, and still lists it missing", () => {
    const job = { title: 'Goldsmith', skillsRequired: ['Goldsmith', 'Karigars'], description: 'Bench work on 22k gold jewellery.', experience: 'Mid-Level' };
    const karigar = { overview: 'Karigar making handcrafted temple ornaments in a family workshop.', skills: ['Temple jewellery'], preferredRoles: ['Karigar'], yearsOfExperience: 9 };
    const features = jobFeatures(job);
    const withRelated = relevance(0.5, features, seekerFeatures(karigar));
    // 'Karigars' by name; 'Goldsmith' (also the title, counted once) only through karigar, related to goldsmith
    expect(withRelated.matchedSkills).toEqual(['Karigars']);
    expect(withRelated.missingSkills).toEqual(['Goldsmith']);
    expect(withRelated.coverage).toBeGreaterThan(1 / 2);
    // what a related concept earns: its credit for the need it shows in part, beside the one named
    expect(listedCoverage(job, karigar)).toBeCloseTo((1 + RELEVANCE_WEIGHTS.relatedCredit) / 2, 6);
  });

  it("calibrates monotonically, with the raw band edges on the spec's 45 and 70, within 0..1", () => {
    let previous = -1;
    for (let raw = 0; raw <= 1.0001; raw += 0.01) {
      const c = calibrate(Math.min(raw, 1));
      expect(c).toBeGreaterThanOrEqual(previous);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
      previous = c;
    }
    expect(calibrate(0)).toBe(0);
    expect(calibrate(1)).toBeCloseTo(1);
    const { mediumFrom, highFrom } = RELEVANCE_WEIGHTS;
    expect(classifyRelevancy(calibrate(mediumFrom - 0.01) * 100)).toBe('low');
    expect(classifyRelevancy(calibrate(mediumFrom + 0.01) * 100)).toBe('medium');
    expect(classifyRelevancy(calibrate(highFrom - 0.01) * 100)).toBe('medium');
    expect(classifyRelevancy(calibrate(highFrom + 0.01) * 100)).toBe('high');
  });
  it('weighs the years a résumé states when the years field is empty', () => {
    const job = { title: 'Casting Supervisor', skillsRequired: ['Casting'], description: 'Supervise gold casting shifts.', yearsOfExperience: 8 };
    const caster = (overview: string) => score(job, { overview, skills: ['Casting'], preferredRoles: ['Casting Supervisor'] });
    const senior = caster('Casting in-charge for gold since 2010, two shifts and alloying.');
    const junior = caster('Casting helper, two years, cleaning flasks for gold casting.');
    expect(senior.seniority.years).toBeGreaterThanOrEqual(15);
    expect(junior.seniority.years).toBe(2);
    expect(senior.score).toBeGreaterThan(junior.score);
  });
  it("does not read another trade's goods as this trade's: a mason's one 'stones' among his marble", () => {
    const job = { title: 'Stone Setter', skillsRequired: ['Stone setting'], description: 'Set diamonds in gold rings under the microscope.', experience: 'Mid-Level' };
    const mason = score(job, { overview: 'Stone setter for villas: laying stones, marble and granite cladding.', skills: ['Stone setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 8 });
    const setter = score(job, { overview: 'Stone setter: prong and bezel setting of stones.', skills: ['Stone setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 8 });
    // more of the other trade's words than of this one's: the words shared with the job are that trade's work
    expect(mason.context).toBe(RELEVANCE_WEIGHTS.foreignFloor);
    expect(RELEVANCE_WEIGHTS.foreignFloor).toBeLessThan(RELEVANCE_WEIGHTS.contextFloor);
    expect(setter.context).toBeGreaterThan(mason.context);
    // a profile naming neither trade's goods is only unknown
    expect(score(job, { overview: 'Setter, prong and bezel settings.', yearsOfExperience: 8 }).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
    // a job that names the other trade's word itself does not hold it against the seeker
    const marbleJob = score({ ...job, description: 'Set stones in marble inlay and gold pieces.' }, { overview: 'Stone setter: stones in marble inlay work.', preferredRoles: ['Stone Setter'], yearsOfExperience: 8 });
    expect(marbleJob.context).toBeGreaterThan(RELEVANCE_WEIGHTS.contextFloor);
  });
  it("reads the role a résumé opens with past an abbreviation's stop and a qualification ('Sr. Setter', 'B.Sc Chemistry, XRF operator')", () => {
    const roleOf = (overview: string) => seekerFeatures({ overview }).roleWords.trim();
    expect(roleOf('Sr. Setter, 9 yrs of pave and prong setting.')).toBe('sr setter');
    expect(roleOf('Asst. store manager in a jewellery chain since 4 years.')).toMatch(/^asst store manager/);
    expect(roleOf('B.Sc Chemistry, XRF machine operator in a hallmarking centre for 2 yrs.')).toMatch(/^xrf machine operator in a hallmarking centre/);
    expect(roleOf('B.Com, M.Com. Accountant at a bullion wholesaler since 2018.')).toMatch(/^accountant at a bullion wholesaler/);
    expect(roleOf('12th pass, fresher. Packing helper in a jewellery factory for six months.')).toMatch(/^packing helper in a jewellery factory/);
    // a qualification with a role after it is the role's clause; a qualification alone is kept when nothing follows
    expect(roleOf('ITI Fitter, 5 years in an engineering workshop.')).toBe('iti fitter');
    expect(roleOf('Graduate Gemologist (GIA), 2 years in a lab.')).toBe('graduate gemologist');
    expect(roleOf('B.Com')).toBe('b com');
    // the role named after a qualification counts for the job: the score sees an XRF operator
    const job = { title: 'XRF Operator', skillsRequired: ['XRF testing'], description: 'Operate the XRF machine of our hallmarking centre.', yearsOfExperience: 1 };
    const opener = score(job, { overview: 'B.Sc Chemistry, XRF operator in a hallmarking centre, 2 yrs of XRF testing.', yearsOfExperience: 2 });
    expect(opener.role).toBe(1);
  });
  it('does not judge a fresher who names no role yet like one who names another role, for an entry-level job', () => {
    const job = { title: 'Trainee Sales Executive', skillsRequired: ['Customer handling'], description: 'Sell gold jewellery at our showroom counter. Freshers welcome.', experience: 'Entry/Fresher' };
    const noRole = score(job, { overview: '12th pass (2025), fresher, basic computer, good communication.', yearsOfExperience: 0 });
    expect(noRole.role).toBe(RELEVANCE_WEIGHTS.unnamedRoleCredit);
    const otherRole = score(job, { overview: 'Data entry operator, fresher, basic computer, good communication.', yearsOfExperience: 0 });
    expect(otherRole.role).toBeLessThan(noRole.role);
    // with years, naming no role stays what it was: nothing known of the role
    expect(score(job, { overview: '12th pass, basic computer, good communication.', yearsOfExperience: 6 }).role).toBeLessThan(noRole.role);
  });

  it("does not hold the trade's goods against a fresher for an entry-level job, but still holds another trade's", () => {
    const job = { title: 'Packing Executive', skillsRequired: ['Packing', 'Dispatch'], description: 'Pack gold and diamond jewellery orders for dispatch. Freshers welcome.', experience: 'Entry/Fresher' };
    const fresher = { overview: '12th pass, fresher, basic computer. Looking for a job in packing and dispatch.', yearsOfExperience: 0 };
    expect(score(job, fresher).context).toBe(1);
    // with years, a profile naming none of the goods is only unknown, as ever
    expect(score(job, { ...fresher, overview: 'Packing and dispatch helper in a warehouse.', yearsOfExperience: 4 }).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
    expect(score({ ...job, experience: 'Mid-Level' }, fresher).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
    // a fresher whose part-time work was in another trade's goods is that trade's
    const sareeShop = score(job, { overview: 'Fresher, B.Com 2024, part time in a saree shop packing sarees at the billing counter.', yearsOfExperience: 0 });
    expect(sareeShop.context).toBe(RELEVANCE_WEIGHTS.foreignFloor);
  });
  it("names a role in another form of its words: 'visual merchandising executive' is a Visual Merchandiser", () => {
    const job = { title: 'Visual Merchandiser', skillsRequired: ['Visual Merchandiser'], description: 'Window and in-store displays.', experience: 'Mid-Level' };
    const profile = { overview: 'Visual merchandising executive, 4 years of window displays.', yearsOfExperience: 4 };
    const executive = score(job, profile);
    expect(listedCoverage(job, profile)).toBe(1);
    expect(executive.role).toBe(1);
    expect(executive.matchedSkills).toEqual(['Visual Merchandiser']);
    // a display artist shows the trade concept in other words, not the role's name
    expect(listedCoverage(job, { overview: 'Display artist, 4 years of window displays.', yearsOfExperience: 4 })).toBeLessThan(1);
  });
  it("reads a title that names its post first ('Executive – Sales') as that function's post, not any executive", () => {
    const job = {
      title: 'Executive – Sales (Diamond Jewellery)',
      description: 'Sell diamond jewellery to walk-in customers at our showroom; meet monthly targets; maintain customer records.',
      skillsRequired: ['Diamond jewellery sales', 'Customer handling'],
      yearsOfExperience: 3,
    };
    expect(jobFeatures(job).role?.name).toBe('Sales Executive');
    expect(jobFeatures({ title: 'Sr. Executive - Accounts' }).role?.name).toBe('Accounts Executive');
    expect(jobFeatures({ title: 'Head of Sales, Lab Grown' }).role?.name).toBe('Sales');
    const seller = score(job, { overview: 'Sales executive in a diamond jewellery showroom, 4 years: walk-in customers, monthly targets, customer records.' });
    const accounts = score(job, { overview: 'Accounts executive in a diamond jewellery showroom, 4 years: daily sales entries, customer records, GST and Tally.' });
    expect(seller.role).toBe(1);
    expect(accounts.role).toBeLessThan(1);
    expect(seller.score - accounts.score).toBeGreaterThan(0.15);
  });

  it("compares roles by their function, not by the level word they share ('Supervisor')", () => {
    const job = { title: 'Casting Supervisor', skillsRequired: ['Casting'], description: 'Supervise gold casting shifts.', yearsOfExperience: 8 };
    const caster = score(job, { overview: 'Gold caster, 9 years.', skills: ['Casting'], preferredRoles: ['Casting Technician'], yearsOfExperience: 9 });
    const packing = score(job, { overview: 'Packing line supervisor, 9 years.', skills: ['Casting'], preferredRoles: ['Production Supervisor'], yearsOfExperience: 9 });
    expect(caster.role).toBeGreaterThan(packing.role);
  });
  it("judges a back-office role by the work, not by the employer's goods; a title that names the goods, marketing or a trade role still asks for them", () => {
    const job = { title: 'Accountant', industry: 'Jewellery', skillsRequired: ['Tally', 'GST'], description: 'Accounts of a gold jewellery wholesaler in Tally, GST returns.', yearsOfExperience: 3 };
    const trading = { overview: 'Accounts executive of a trading company, 4 years: voucher entry in Tally, GST filing, bank reconciliation.', preferredRoles: ['Accounts Executive'], yearsOfExperience: 4 };
    expect(score(job, trading).context).toBe(1);
    // bullion accounts are the trade's own work: the goods in the title are asked of the seeker
    expect(score({ ...job, title: 'Accounts Executive - Bullion' }, trading).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
    // marketing sells the goods, and knows them: not a back office
    const marketingJob = { title: 'Digital Marketing Executive', industry: 'Jewellery', skillsRequired: ['Meta Ads'], description: 'Campaigns for our gold jewellery brand.', yearsOfExperience: 2 };
    expect(score(marketingJob, { overview: 'Digital marketing executive, Meta and Google ads, 3 years.', yearsOfExperience: 3 }).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
    const polisherJob = { title: 'Polisher', skillsRequired: ['Polishing'], description: 'Polish gold jewellery.', yearsOfExperience: 1 };
    expect(score(polisherJob, { overview: 'Polisher, buffing and mirror finish, 6 years.', skills: ['Polishing'], yearsOfExperience: 6 }).context).toBe(RELEVANCE_WEIGHTS.contextFloor);
  });

  it("ranks a role whose name is above the opening's rank below the opening's own, all else equal, but not one who names both", () => {
    const job = jobFeatures({ title: 'Sales Executive', skillsRequired: ['Jewellery sales'], description: 'Sell gold and diamond jewellery at the counter.', yearsOfExperience: 3 });
    const profile = { overview: 'Gold and diamond jewellery sales at the counter, 9 years.', skills: ['Jewellery sales'], yearsOfExperience: 9 };
    // the same closeness of the two texts: only the rank of the role each names differs
    const seller = relevance(0.6, job, seekerFeatures({ ...profile, preferredRoles: ['Sales Executive'] }));
    const manager = relevance(0.6, job, seekerFeatures({ ...profile, preferredRoles: ['Store Manager'] }));
    const either = relevance(0.6, job, seekerFeatures({ ...profile, preferredRoles: ['Store Manager', 'Sales Executive'] }));
    expect(manager.score).toBeLessThan(seller.score);
    expect(either.score).toBe(seller.score);
    const assistant = jobFeatures({ title: 'Assistant Store Manager', skillsRequired: ['Store operations'], description: 'Run the floor of a jewellery store.', yearsOfExperience: 4 });
    const floor = { skills: ['Store operations'], yearsOfExperience: 9 };
    const deputy = relevance(0.6, assistant, seekerFeatures({ ...floor, overview: 'Assistant store manager of a jewellery store, 9 years.', preferredRoles: ['Assistant Store Manager'] }));
    const storeManager = relevance(0.6, assistant, seekerFeatures({ ...floor, overview: 'Store manager of a jewellery store, 9 years.', preferredRoles: ['Store Manager'] }));
    expect(storeManager.score).toBeLessThan(deputy.score);
    // a profile that names no role at all, or a job without a title, is not held to a rank
    expect(relevanceParts(0.6, job, seekerFeatures({ skills: ['Jewellery sales'], yearsOfExperience: 9 })).overRank).toBe(0);
    expect(relevanceParts(0.6, jobFeatures({ skillsRequired: ['Jewellery sales'] }), seekerFeatures({ ...profile, preferredRoles: ['Store Manager'] })).overRank).toBe(0);
  });

  it('reads the duties an ad lists under Responsibilities as it reads its description', () => {
    const job = jobFeatures({
      title: 'Quality Checker',
      skillsRequired: ['Quality control'],
      description: 'Check finished gold jewellery before dispatch.',
      responsibilities: 'Karat testing on the XRF spectrometer; hallmarking records; rejection reports to the karigars.',
    });
    const profile = { overview: 'Quality checker at a gold jewellery factory, 4 years.', skills: ['Quality control'], yearsOfExperience: 4 };
    // the same closeness of the two texts: only what the score itself reads of the ad differs
    const duties = relevance(0.6, job, seekerFeatures({ ...profile, resumeText: 'XRF spectrometer karat testing, hallmarking records.' }));
    const none = relevance(0.6, job, seekerFeatures({ ...profile, resumeText: 'Dispatch packing, courier booking.' }));
    expect(duties.score).toBeGreaterThan(none.score);
  });

  it("reads an ad typed in the rich-text editor as its text: no tag is a word, and a perks line is still read as nothing", () => {
    const html = {
      title: 'Stone Setter',
      skillsRequired: ['Pave setting'],
      description: '<p>Pave and <strong>micro pave</strong> setting of diamonds in gold rings.</p><ul><li>Benefits: PF, ESIC, bonus</li><li>Prong setting &amp; re-tipping</li></ul>',
    };
    const text = { ...html, description: 'Pave and micro pave setting of diamonds in gold rings.\nBenefits: PF, ESIC, bonus\nProng setting & re-tipping' };
    const seeker = seekerFeatures({ overview: 'Stone setter, 6 years: pave, micro pave and prong setting, re-tipping.', yearsOfExperience: 6 });
    expect(relevance(0.6, jobFeatures(html), seeker)).toEqual(relevance(0.6, jobFeatures(text), seeker));
    expect(jobFeatures(html).words).not.toMatch(/ (li|ul|strong|amp) /);
    expect(jobFeatures(html).words).not.toMatch(/ esic /);
  });

  it("meets an ad that lists no skills by the rare words it shares with the profile, not by its title alone", () => {
    const ad = {
      title: 'Quality Checker',
      description: 'Check every gold ornament before dispatch: purity on the XRF karat meter, HUID hallmark details, gross and net weight, stone count and finish.',
      yearsOfExperience: 2,
    };
    const checker = { preferredRoles: ['Quality Checker'], yearsOfExperience: 3 };
    const sharesTheAdsWords = score(ad, { ...checker, overview: 'Quality checker at a gold jewellery factory: XRF karat meter purity tests, HUID hallmark checks, weight and stone count before dispatch.' });
    const namesTheTitleOnly = score(ad, { ...checker, overview: 'Quality checker for 3 years at a jewellery showroom, checking ornaments for the sales counter.' });
    expect(sharesTheAdsWords.coverage).toBeGreaterThan(namesTheTitleOnly.coverage + 0.2);
    expect(sharesTheAdsWords.score).toBeGreaterThan(namesTheTitleOnly.score);
  });

  it('reads an ad by its words only while its list is short: three listed skills are the whole of its coverage', () => {
    const seeker = seekerFeatures({ overview: 'Quality checker: XRF karat meter purity tests and HUID hallmark checks.', preferredRoles: ['Quality Checker'] });
    const coverageWithoutRareWords = (skillsRequired: string[]) => {
      const parts = relevanceParts(0.7, jobFeatures({ title: 'Quality Checker', skillsRequired, description: 'XRF karat meter, HUID hallmark.' }), seeker);
      return [relevanceFactors(parts, RELEVANCE_WEIGHTS).coverage, relevanceFactors({ ...parts, rare: 0 }, RELEVANCE_WEIGHTS).coverage];
    };
    const [withWords, without] = coverageWithoutRareWords(['Hallmark checking']);
    expect(withWords).toBeGreaterThan(without);
    const [listed, listedWithout] = coverageWithoutRareWords(['Hallmark checking', 'Purity testing', 'Weighing']);
    expect(listed).toBe(listedWithout);
  });
});
