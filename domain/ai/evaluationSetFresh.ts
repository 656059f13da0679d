/**
 * A third part of the labelled set, written after the relevance score's first weights were set
 * and before any engine ranked it: crafts and functions the other parts leave out (hand engraving,
 * valuation and gold-loan appraisal, jewellery photography, store hiring, meenakari enamel,
 * brand copywriting), each a tight cluster with the three kinds of near miss — seniority (an
 * apprentice, a head of function), sibling roles and synonyms ('gravure', 'touchstone', 'champlevé'),
 * and other trades' vocabulary (signboards, tattoos, property valuers, wedding shoots, IT
 * recruiting, pottery glazes, car paint, technical writing). Real-sounding language: non-native
 * phrasing, padding, other word orders.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit; set when writing. The older parts'
 * seekers who fit these jobs are labelled too, as are these seekers for the older jobs.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const T = { kind: 'hard', part: 'tuning' } as const;
const H = { kind: 'hard', part: 'heldout' } as const;

export const FRESH_JOBS: EvalJob[] = [
  { ...H, id: 'f-engraver', title: 'Hand Engraver', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Hand engraving', 'Gravers'], description: 'Engrave monograms, bright-cut and scroll patterns by hand on gold and silver signet rings, cufflinks and watch case backs for bespoke orders.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
  { ...H, id: 'f-valuer', title: 'Jewellery Valuer', category: 'Valuation', industry: 'Jewellery', skillsRequired: ['Jewellery valuation', 'Gold purity testing', 'Stone identification'], description: 'Value jewellery for insurance, probate and bank collateral: test gold purity by touchstone and XRF, identify stones, estimate replacement value and sign valuation certificates.', experience: 'Sr-Level', yearsOfExperience: 6, city: 'Mumbai' },
  { ...T, id: 'f-gold-loan', title: 'Gold Loan Appraiser', category: 'Valuation', industry: 'Financial Services', skillsRequired: ['Gold appraisal', 'Purity testing'], description: 'Check the gold ornaments customers pledge at our branch: karat by touchstone and acid test, net weight after stones, spot plated or spurious pieces, fill the appraisal sheet.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Chennai' },
  { ...H, id: 'f-photographer', title: 'Jewellery Product Photographer', category: 'Marketing', industry: 'D2C Brands', skillsRequired: ['Product photography', 'Macro photography', 'Retouching'], description: 'Shoot rings, earrings and necklaces on white and in lifestyle sets for the website and catalogues: focus stacking, lighting reflective metal and diamonds, retouching in Photoshop.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...T, id: 'f-hr-retail', title: 'HR Executive - Store Hiring', category: 'Human Resources', industry: 'Jewellery', skillsRequired: ['Recruitment', 'Onboarding'], description: 'Hire sales staff, cashiers and store managers for 40 jewellery showrooms: walk-in drives, interviews with store heads, offer letters, joining formalities and attendance inputs for payroll.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Hyderabad' },
  { ...H, id: 'f-ta-head', title: 'Head of Talent Acquisition', category: 'Human Resources', industry: 'Luxury Retail', skillsRequired: ['Talent acquisition', 'Team leadership', 'Employer branding'], description: 'Lead a team of six recruiters hiring for 150 stores, two factories and the head office; own hiring cost, time to fill and campus programmes.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Bengaluru' },
  { ...T, id: 'f-enamel', title: 'Meenakari Artisan', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Enamelling', 'Meenakari'], description: 'Fill and fire enamel colours on gold kundan and jadau pieces, match colours to the design, rework chipped meena on repairs.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
  { ...H, id: 'f-content', title: 'Content Writer - Jewellery Brand', category: 'Marketing', industry: 'D2C Brands', skillsRequired: ['Copywriting', 'Product descriptions'], description: 'Write product descriptions, campaign copy, gemstone and metal buying guides for the blog, and newsletters in the voice of our fine jewellery brand.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Bengaluru' },
];

export const FRESH_SEEKERS: EvalSeeker[] = [
  // engraving
  { id: 'f001', overview: 'Hand engraver 7 yrs. Bright cut, florentine finish and monograms on signet rings and cufflinks, I make and sharpen my own gravers. Worked in a London workshop before coming back to Jaipur.', skills: ['Hand engraving', 'Bright cut', 'Monograms'], preferredRoles: ['Engraver'], yearsOfExperience: 7, city: 'Jaipur' },
  { id: 'f002', overview: 'Gravure artisan with 4 years cutting scrolls and lettering on silverware and trophy cups; also personalise watch case backs for a service centre.', skills: ['Lettering', 'Scroll work', 'Silverware'], preferredRoles: ['Engraving Artisan'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'f003', overview: 'Fibre laser operator in a jewellery factory, 3 years: names and dates inside rings, logos on pendants, machine cleaning and settings.', skills: ['Laser machine', 'Ring personalisation'], preferredRoles: ['Laser Operator'], yearsOfExperience: 3, city: 'Jaipur' },
  { id: 'f004', overview: 'Signboard maker, 6 years, acrylic and steel name plates, CNC router and laser cutting for shops and offices.', skills: ['Signage', 'CNC router', 'Laser cutting'], preferredRoles: ['Signage Technician'], yearsOfExperience: 6, city: 'Jaipur' },
  { id: 'f005', overview: 'Tattoo artist, 5 years, fine line work, lettering and custom designs, my own studio in Delhi.', skills: ['Tattooing', 'Lettering', 'Custom designs'], preferredRoles: ['Tattoo Artist'], yearsOfExperience: 5, city: 'Delhi' },
  { id: 'f006', overview: 'Apprentice under an engraver since one year. Practising scrolls on copper plates and learning how to sharpen gravers, want a bench of my own.', skills: ['Engraving basics'], preferredRoles: ['Engraver'], yearsOfExperience: 1, city: 'Jaipur' },
  { id: 'f007', overview: 'Stone carver for temples, marble and sandstone idols and pillars, 12 years with chisels and grinders.', skills: ['Stone carving', 'Marble'], preferredRoles: ['Sculptor'], yearsOfExperience: 12, city: 'Jaipur' },
  { id: 'f008', overview: 'Master engraver, 20 years of hand engraving on sporting guns, knives and high jewellery; taught engraving at a crafts school for five years.', skills: ['Hand engraving', 'Teaching'], preferredRoles: ['Master Engraver'], yearsOfExperience: 20, city: 'Delhi' },
  // valuation and appraisal
  { id: 'f009', overview: 'Government approved jewellery valuer, 9 years valuing gold and diamond jewellery for banks, insurers and families; touchstone and XRF for purity, stone identification, valuation reports.', skills: ['Jewellery valuation', 'Purity testing', 'Stone identification'], preferredRoles: ['Valuer'], yearsOfExperience: 9, city: 'Mumbai' },
  { id: 'f010', overview: 'Gold loan officer at an NBFC branch since 3 years. Testing of pledged ornaments on touchstone and with acid, weighing, deduction for stones, catching covering gold, loan documents and KYC.', skills: ['Gold appraisal', 'Touchstone testing', 'KYC'], preferredRoles: ['Gold Loan Appraiser'], yearsOfExperience: 3, city: 'Chennai' },
  { id: 'f011', overview: 'Fresher, B.Com 2025. Completed 15 days gold appraiser training from a bank (karat checking, hallmark reading, weighing). Ready to join any branch.', skills: ['Gold appraisal training', 'MS Excel'], preferredRoles: ['Gold Appraiser'], yearsOfExperience: 0, city: 'Chennai' },
  { id: 'f012', overview: 'Insurance surveyor for motor and property claims, 8 years, spot surveys, loss assessment and reports for insurers.', skills: ['Loss assessment', 'Claims survey'], preferredRoles: ['Surveyor'], yearsOfExperience: 8, city: 'Mumbai' },
  { id: 'f013', overview: 'Property valuer and chartered engineer, 10 years of land and building valuation reports for bank loans.', skills: ['Property valuation', 'Bank panels'], preferredRoles: ['Valuer'], yearsOfExperience: 10, city: 'Mumbai' },
  { id: 'f014', overview: 'Assayer in a hallmarking centre, 5 years: fire assay, XRF readings and purity certificates for jewellers of the area.', skills: ['Fire assay', 'XRF', 'Purity certificates'], preferredRoles: ['Assayer'], yearsOfExperience: 5, city: 'Coimbatore' },
  { id: 'f015', overview: 'Helping in my uncle\'s pawn shop two years; weighing gold and silver articles, rubbing on touchstone, writing the girvi register.', skills: ['Touchstone', 'Weighing'], preferredRoles: ['Pawn Broker Assistant'], yearsOfExperience: 2, city: 'Madurai' },
  { id: 'f016', overview: 'Jewellery specialist at an auction house for 12 years, cataloguing and estimating jewels and watches for sales; FGA.', skills: ['Cataloguing', 'Estimates', 'FGA'], preferredRoles: ['Jewellery Specialist'], yearsOfExperience: 12, city: 'Mumbai' },
  // photography
  { id: 'f017', overview: 'Product photographer for an online jewellery store, 4 years: rings and earrings on white, focus stacking, light tents, cleaning up metal and diamond sparkle in Photoshop.', skills: ['Product photography', 'Focus stacking', 'Photoshop'], preferredRoles: ['Product Photographer'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'f018', overview: 'Still life photographer, 6 years, cosmetics and watches for ad agencies; macro lenses, strobes, Capture One.', skills: ['Still life', 'Macro', 'Strobe lighting'], preferredRoles: ['Photographer'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 'f019', overview: 'Wedding photographer and cinematographer, 7 years, candid, pre-wedding and destination shoots, own team of three.', skills: ['Wedding photography', 'Cinematography'], preferredRoles: ['Photographer'], yearsOfExperience: 7, city: 'Delhi' },
  { id: 'f020', overview: 'Photo retoucher, 3 years of high-end retouching on jewellery images for an offshore studio: dust, metal colour, stone brilliance, shadows.', skills: ['Retouching', 'Photoshop'], preferredRoles: ['Retoucher'], yearsOfExperience: 3, city: 'Pune' },
  { id: 'f021', overview: 'Assistant at a fashion catalogue studio, 1 year, setting lights, props and tethered shooting for the main photographer.', skills: ['Lighting setup', 'Props'], preferredRoles: ['Photo Assistant'], yearsOfExperience: 1, city: 'Mumbai' },
  { id: 'f022', overview: 'I shoot loose rubies, emeralds and sapphires for a Jaipur exporter since 5 years, also 360 videos for the online catalogue.', skills: ['Gemstone photography', '360 video'], preferredRoles: ['Photographer'], yearsOfExperience: 5, city: 'Jaipur' },
  { id: 'f023', overview: 'Real estate photographer: HDR interiors, drone shots and virtual tours, 4 years.', skills: ['HDR', 'Drone'], preferredRoles: ['Photographer'], yearsOfExperience: 4, city: 'Bengaluru' },
  // hiring
  { id: 'f024', overview: 'HR executive, 3 years with a jewellery retail chain: bulk hiring of sales associates and cashiers, walk-in drives, joining formalities and attendance in the HRMS.', skills: ['Bulk hiring', 'Joining formalities', 'HRMS'], preferredRoles: ['HR Executive'], yearsOfExperience: 3, city: 'Hyderabad' },
  { id: 'f025', overview: 'IT recruiter 4 yrs at a staffing firm, sourcing Java and cloud developers on Naukri and LinkedIn, closing 8-10 positions a month.', skills: ['IT recruitment', 'Sourcing', 'LinkedIn'], preferredRoles: ['Recruiter'], yearsOfExperience: 4, city: 'Hyderabad' },
  { id: 'f026', overview: 'Talent acquisition lead for a fashion and lifestyle retailer, 13 years; built a team of 8 recruiters, hired for 300 stores, campus programmes and employer branding on LinkedIn.', skills: ['Talent acquisition', 'Employer branding', 'Team leadership'], preferredRoles: ['Head of Talent Acquisition'], yearsOfExperience: 13, city: 'Bengaluru' },
  { id: 'f027', overview: 'HR generalist at a gold refinery, 6 years: recruitment of workers and staff, payroll, PF and ESIC, labour law compliance.', skills: ['Recruitment', 'Payroll', 'Compliance'], preferredRoles: ['HR Generalist'], yearsOfExperience: 6, city: 'Hyderabad' },
  { id: 'f028', overview: 'Fresher MBA (HR), two months internship in recruitment at a hospital chain, good communication.', skills: ['Screening', 'Interview scheduling'], preferredRoles: ['HR Executive'], yearsOfExperience: 0, city: 'Hyderabad' },
  { id: 'f029', overview: 'Regional HR manager for a jewellery brand, 11 years, led hiring for 60 showrooms in the south, HR team of four, store manager assessments.', skills: ['Hiring', 'Assessment centres', 'HR leadership'], preferredRoles: ['HR Manager'], yearsOfExperience: 11, city: 'Bengaluru' },
  { id: 'f030', overview: 'Payroll accountant, 5 years, salary processing, TDS on salary, full and final settlements.', skills: ['Salary processing', 'TDS'], preferredRoles: ['Payroll Accountant'], yearsOfExperience: 5, city: 'Hyderabad' },
  { id: 'f031', overview: 'Housekeeping supervisor at a five star hotel, 8 years, duty rosters and training of room attendants.', skills: ['Rosters', 'Staff training'], preferredRoles: ['Housekeeping Supervisor'], yearsOfExperience: 8, city: 'Hyderabad' },
  { id: 'f032', overview: 'Recruitment coordinator for a BPO, 1 year: scheduling interviews, calling candidates, updating the tracker.', skills: ['Interview scheduling', 'Candidate calling'], preferredRoles: ['Recruitment Coordinator'], yearsOfExperience: 1, city: 'Hyderabad' },
  // enamel
  { id: 'f033', overview: 'Meenakari karigar from Jaipur, 10 yrs, enamel colours on kundan and jadau sets, firing in the bhatti, repair of old meena work.', skills: ['Meenakari', 'Kiln firing'], preferredRoles: ['Meenakari Artisan'], yearsOfExperience: 10, city: 'Jaipur' },
  { id: 'f034', overview: 'Enameller, 4 years: champlevé and cloisonné on silver pendants and cufflinks, kiln firing, stoning back and polishing.', skills: ['Champleve', 'Cloisonne', 'Kiln firing'], preferredRoles: ['Enameller'], yearsOfExperience: 4, city: 'Delhi' },
  { id: 'f035', overview: 'Glaze technician at a pottery studio, 5 years mixing glazes and firing gas and electric kilns.', skills: ['Glazes', 'Kiln firing'], preferredRoles: ['Ceramic Technician'], yearsOfExperience: 5, city: 'Delhi' },
  { id: 'f036', overview: 'Car painter at a body shop, 6 years: spray painting, colour matching and the baking booth.', skills: ['Spray painting', 'Colour matching'], preferredRoles: ['Painter'], yearsOfExperience: 6, city: 'Jaipur' },
  { id: 'f037', overview: 'Helper in a meena workshop for 1 year, cleaning and preparing pieces for enamel, now learning to fill the colours.', skills: ['Enamel preparation'], preferredRoles: ['Meena Helper'], yearsOfExperience: 1, city: 'Jaipur' },
  { id: 'f038', overview: 'Nail technician, 3 years: nail art, gel and acrylic extensions, my clients come back every month.', skills: ['Nail art', 'Gel extensions'], preferredRoles: ['Nail Technician'], yearsOfExperience: 3, city: 'Jaipur' },
  // copywriting
  { id: 'f039', overview: 'Copywriter for a fine jewellery label, 3 years: product descriptions, campaign lines, gemstone guides for the blog and the weekly newsletter.', skills: ['Copywriting', 'Product descriptions', 'Newsletters'], preferredRoles: ['Copywriter'], yearsOfExperience: 3, city: 'Bengaluru' },
  { id: 'f040', overview: 'Content writer on a fashion e-commerce site, 4 years, 2000 product descriptions a month, SEO friendly and on brand.', skills: ['Product descriptions', 'SEO writing'], preferredRoles: ['Content Writer'], yearsOfExperience: 4, city: 'Bengaluru' },
  { id: 'f041', overview: 'Technical writer, 5 years, API documentation and user manuals for a SaaS company, DITA and Confluence.', skills: ['Technical writing', 'API docs'], preferredRoles: ['Technical Writer'], yearsOfExperience: 5, city: 'Pune' },
  { id: 'f042', overview: 'Freelance features writer for lifestyle and luxury magazines, 6 years: watches, travel and fine dining stories.', skills: ['Feature writing', 'Luxury lifestyle'], preferredRoles: ['Writer'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 'f043', overview: 'Crime reporter for a Hindi daily, 8 years of field reporting and editing.', skills: ['Reporting', 'Hindi'], preferredRoles: ['Journalist'], yearsOfExperience: 8, city: 'Lucknow' },
  { id: 'f044', overview: 'Social media copywriter for a jewellery startup, 1.5 years: captions, reel scripts and short product blurbs.', skills: ['Captions', 'Reel scripts'], preferredRoles: ['Copywriter'], yearsOfExperience: 1.5, city: 'Bengaluru' },
];

export const FRESH_LABELS: Labels = {
  'f-engraver': { f001: 2, f002: 2, f008: 2, f003: 1, f006: 1 },
  'f-valuer': { f009: 2, f016: 2, f010: 1, f014: 1, s17: 1, h037: 1, h038: 1 },
  'f-gold-loan': { f010: 2, f011: 2, f015: 2, f009: 1, f014: 1, h111: 1 },
  'f-photographer': { f017: 2, f022: 2, s35: 2, f018: 1, f020: 1 },
  'f-hr-retail': { f024: 2, f027: 2, s37: 2, f025: 1, f026: 1, f028: 1, f029: 1, f032: 1 },
  'f-ta-head': { f026: 2, f029: 2 },
  'f-enamel': { f033: 2, f034: 2, f037: 1 },
  'f-content': { f039: 2, f040: 2, s36: 2, f042: 1, f044: 1, h019: 1 },
};

/**
 * The older jobs these seekers fit, by the older parts' own judgement: other bench crafts of the
 * trade are plausible for a karigar's job (as its setter and polisher are), and content writers
 * plausible for an e-commerce manager's (as its content writer is).
 */
export const FRESH_CROSS_LABELS: Labels = {
  'h-gemmologist': { f016: 1 },
  'h-qc': { f014: 1 },
  'j-goldsmith': { f033: 1, f034: 1, f001: 1 },
  'j-ecom': { f039: 1, f040: 1 },
};
