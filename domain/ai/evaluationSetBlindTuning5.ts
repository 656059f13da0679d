/**
 * A part of the labelled set for the tuning part only (tenth round): a fifth blind tuning batch,
 * retail roles across seniority. Written and labelled before its writer read the engine
 * (server/ai/), the older rounds' notes or any tuning batch's misses, and before any engine ranked
 * it. 12 plain ads of Indian jewellery retail with explicit and varied seniority asks (trainee sales
 * fresher, senior bridal sales executive, floor manager, assistant store manager, store manager of a
 * high-street showroom, area manager of 6 stores, regional manager, team leader of a tele-sales
 * desk, franchise development manager, regional training manager, gold loan branch head, inventory
 * head), and 60 seekers (x01-x60) in the words Indian résumés use (sr., asst., SM, ASM, ABM, TL,
 * floor incharge, counter sales, LFL, ATV, GHS scheme, DSR, NBFC, LTV, NPA, auction, RFID, STN),
 * with objectives, hobbies and declarations, some with no years field (years in words or date
 * ranges) or no preferred role, the same role at several seniorities (a junior for a senior ask is
 * not a fit, a step below is plausible, a senior for a fresher ask is plausible at most), and other
 * trades' namesakes (an apparel area manager, an apparel assistant store manager, a supermarket
 * store manager, a bank branch manager, a telecom BPO team leader, an FMCG regional manager, a
 * quick-service restaurant franchise manager, a hotel training manager, an FMCG warehouse inventory
 * head, a department store floor manager, a mobile phone promoter).
 *
 * Like the older blind batches, its jobs are source 'padded' and rank the tuning-only seekers
 * alone (this part's and the padded, plain and older blind batches', whose obvious fits, read from
 * their one-line overviews, are labelled here), and its seekers are ranked by the older tuning jobs
 * too (labelled in BLIND_TUNING5_CROSS_LABELS), never by a held-out, blind or sealed job, so every
 * held-out, blind and sealed figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit (the role, the trade, and the years the job
 * asks: a junior is not labelled strong for a senior ask).
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const BLIND_TUNING5_JOBS: EvalJob[] = [
  { ...P, id: 'x-trainee', title: 'Trainee Sales Executive (Freshers)', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Communication', 'Customer Handling'], description: 'Freshers welcome! Leading gold and diamond jewellery showroom in T. Nagar hiring trainee sales executives. 12th / any degree, good communication in Tamil and English, pleasing personality. 3 months paid training on gold purity, making charges and counter sales. Salary 12000-15000 + incentive, PF, ESI. Walk in with resume and 2 photos.', experience: 'Entry/Fresher', yearsOfExperience: 0, city: 'Chennai' },
  { ...P, id: 'x-bridal', title: 'Senior Sales Executive - Bridal Jewellery', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Bridal Jewellery Sales', 'Diamond Jewellery', 'Clienteling'], description: 'We need senior sales executives for our bridal floor. Handle wedding families end to end: bridal sets, polki and diamond necklaces, customisation orders, old gold exchange, follow up till delivery. Minimum 5 years of jewellery counter sales, with bridal clientele. High incentives.', experience: 'Sr-Level', yearsOfExperience: 5, city: 'Hyderabad' },
  { ...P, id: 'x-floor', title: 'Floor Manager - Gold Showroom', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Floor Management', 'Staff Supervision', 'Customer Handling'], description: 'Floor manager for a three-floor gold showroom. Counter allotment, supervising 20 sales staff, customer escalations, daily sales review, stock checking of counters at opening and closing. 6+ years in jewellery showroom with at least 2 as floor / section incharge.', experience: 'Sr-Level', yearsOfExperience: 6, city: 'Vijayawada' },
  { ...P, id: 'x-asstsm', title: 'Assistant Store Manager', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Store Operations', 'Team Handling', 'Sales Target'], description: 'Assistant store manager for a branded jewellery store. Support the store manager in daily operations, opening and closing, staff roster, sales targets, scheme enrolments, stock audit and customer complaints; run the store in SM\'s absence. 4-6 years in jewellery or luxury retail, with team handling experience.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Pune' },
  { ...P, id: 'x-storemgr', title: 'Store Manager - High Street Showroom', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Store Management', 'P&L', 'Team Leadership'], description: 'Store manager for our 6000 sq ft high street showroom on Commercial Street. Full P&L, monthly target of 4 crore, team of 30, local marketing and events, stock integrity and audits, hiring and training of staff. 8+ years in jewellery retail, at least 3 years as store manager.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Bengaluru' },
  { ...P, id: 'x-area', title: 'Area Manager - 6 Stores', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Multi-store Operations', 'P&L', 'Store Audits'], description: 'Area manager to look after 6 jewellery stores in Gujarat. Store-wise sales and LFL growth, P&L, monthly store audits, hiring and coaching store managers, new store openings and local promotions. 10+ years of jewellery retail with at least 3 years handling multiple stores. Extensive travel.', experience: 'Management-Level', yearsOfExperience: 10, city: 'Ahmedabad' },
  { ...P, id: 'x-regional', title: 'Regional Manager - Retail (North)', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Regional Operations', 'Business Planning', 'Team Leadership'], description: 'Regional manager for our North India retail business of 22 stores through 4 area managers. Annual business plan, regional P&L, expansion, people development and brand standards. 12-15 years in jewellery or luxury retail, at least 5 years in multi-store / cluster roles. Reports to the Retail Head.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Delhi' },
  { ...P, id: 'x-teletl', title: 'Team Leader - Tele Sales (Jewellery)', category: 'Sales', industry: 'Jewellery', skillsRequired: ['Tele Sales', 'Team Handling', 'Call Quality'], description: 'Team leader for the tele-sales desk of a jewellery brand: a team of 15 telecallers selling gold saving schemes and booking store appointments and video call sales. Daily call and conversion targets, call audits, dialer and CRM reports, training new callers. 4+ years in tele-sales with 1-2 years as TL, jewellery preferred.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Mumbai' },
  { ...P, id: 'x-franchise', title: 'Franchise Development Manager', category: 'Business Development', industry: 'Jewellery', skillsRequired: ['Franchise Development', 'Business Development', 'Site Selection'], description: 'A fast growing diamond jewellery brand is looking for a franchise development manager for West and Central India. Identify and convert franchise partners, evaluate locations and market potential, negotiate agreements, support store launch and partner business reviews. 7+ years in business development / franchise expansion, jewellery or retail.', experience: 'Sr-Level', yearsOfExperience: 7, city: 'Mumbai' },
  { ...P, id: 'x-training', title: 'Regional Training Manager', category: 'Human Resources', industry: 'Jewellery', skillsRequired: ['Sales Training', 'Product Training', 'Training Needs Analysis'], description: 'Regional training manager for East India stores. Induction of new joiners, product training on gold, diamonds and solitaires, selling skills and grooming, training needs analysis from store KPIs, manage a team of 3 trainers, training calendar and MIS. 8+ years in retail training, jewellery preferred.', experience: 'Sr-Level', yearsOfExperience: 8, city: 'Kolkata' },
  { ...P, id: 'x-goldloan', title: 'Branch Head - Gold Loan', category: 'Gold Loan', industry: 'Financial Services', skillsRequired: ['Gold Loan', 'Branch Management', 'Portfolio Management'], description: 'Branch head for the gold loan division of a jewellery group (NBFC). Branch P&L, gold loan disbursement and portfolio growth, appraisal quality, LTV and NPA control, auction process, KYC and RBI compliance, vault and audit, team of 8. 8+ years in gold loan with at least 3 as branch manager.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Kochi' },
  { ...P, id: 'x-invhead', title: 'Inventory Head - Jewellery Retail Chain', category: 'Operations', industry: 'Jewellery', skillsRequired: ['Inventory Management', 'Stock Planning', 'RFID'], description: 'Head of inventory for a retail chain of 40 jewellery stores. Stock planning and replenishment by store, inter-store transfers, ageing and dead stock liquidation, RFID stock counts and audits, shrinkage control, ERP and MIS, team of 12. 12+ years in jewellery inventory / merchandising with 4+ years leading a team.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Mumbai' },
];

const S = { part: 'tuning' } as const;

export const BLIND_TUNING5_SEEKERS: EvalSeeker[] = [
  // trainee sales (fresher)
  { ...S, id: 'x01', overview: 'B.Com 2024 passout, fresher. Looking for a job in jewellery showroom as sales executive. Good communication in Tamil and English, basic computer. Hobbies: rangoli, music.', skills: ['Communication', 'MS Office'], preferredRoles: ['Sales Executive'], yearsOfExperience: 0, city: 'Chennai' },
  { ...S, id: 'x02', overview: '12th pass. Worked 1 year as salesman in a saree and silk shop in Kancheepuram, showing sarees and billing. Now want to shift to gold jewellery shop.', skills: ['Counter sales'], preferredRoles: ['Salesman'], yearsOfExperience: 1, city: 'Kanchipuram' },
  { ...S, id: 'x03', overview: 'BBA fresher with 3 months internship at a gold and diamond jewellery showroom: customer greeting, showing ornaments, gold rate explaining, scheme forms. Career objective: to start my career in jewellery retail sales.', skills: ['Customer service', 'Jewellery basics'], preferredRoles: ['Trainee Sales Executive'], city: 'Chennai' },
  { ...S, id: 'x04', overview: 'Senior sales executive, 9 years in gold and diamond jewellery showrooms, bridal and daily wear counters, old gold exchange, scheme enrolment, customer follow up. Consistently top performer.', skills: ['Jewellery sales', 'Bridal jewellery', 'Old gold exchange'], preferredRoles: ['Senior Sales Executive'], yearsOfExperience: 9, city: 'Hyderabad' },
  { ...S, id: 'x05', overview: 'Completed diploma in jewellery design and gemmology basics (6 months) after 12th. Fresher, interested in jewellery showroom sales and customer service. Know Tamil, English, Hindi.', skills: ['Gemmology basics', 'Communication'], preferredRoles: ['Sales Trainee'], yearsOfExperience: 0, city: 'Chennai' },
  { ...S, id: 'x06', overview: 'Mobile phone promoter for Samsung and Vivo at a multi brand store, fresher 8 months. Demo to customers, EMI finance forms, daily sales report.', skills: ['Promoter', 'Mobile sales'], preferredRoles: ['Promoter'], yearsOfExperience: 0, city: 'Chennai' },

  // senior bridal sales
  { ...S, id: 'x07', overview: 'Sr. sales executive (bridal section) with 7 yrs at a reputed jewellery house in Hyderabad. Handling wedding families, bridal sets, polki and diamond necklace, customised orders, follow up till delivery, old gold exchange. Achieved 120% of target in 2023.', skills: ['Bridal sales', 'Polki', 'Diamond jewellery', 'Customisation'], preferredRoles: ['Senior Sales Executive'], yearsOfExperience: 7, city: 'Hyderabad' },
  { ...S, id: 'x08', overview: 'Working as salesman in gold counter from 2016 to till date, mainly bridal jewellery and long necklace, haram, vaddanam. Good relation with customers and wedding parties. Declaration: I hereby declare the above is true.', skills: ['Gold jewellery sales', 'Bridal'], city: 'Vijayawada' },
  { ...S, id: 'x09', overview: 'Sales executive in diamond jewellery store, 2 years. Customer handling, showing solitaires and daily wear diamonds, billing support.', skills: ['Diamond jewellery sales'], preferredRoles: ['Sales Executive'], yearsOfExperience: 2, city: 'Hyderabad' },
  { ...S, id: 'x10', overview: 'Jewellery sales executive with four years experience in gold and diamond showroom, bridal and daily wear, customer follow up on WhatsApp, scheme sales.', skills: ['Jewellery sales', 'Customer follow up'], preferredRoles: ['Sales Executive', 'Senior Sales Executive'], city: 'Hyderabad' },
  { ...S, id: 'x11', overview: 'Senior salesman at a bridal wear and saree showroom, 8 years. Bridal lehengas, silk sarees, wedding shopping for families, alteration coordination.', skills: ['Bridal wear sales', 'Sarees'], preferredRoles: ['Senior Salesman'], yearsOfExperience: 8, city: 'Hyderabad' },

  // floor manager
  { ...S, id: 'x12', overview: 'Floor manager in gold jewellery showroom, 7 years total (3 as floor manager, before that sales). Counter allotment, supervision of 18 sales staff, customer complaints, counter stock checking at opening and closing.', skills: ['Floor management', 'Staff supervision'], preferredRoles: ['Floor Manager'], yearsOfExperience: 7, city: 'Vijayawada' },
  { ...S, id: 'x13', overview: 'Section incharge (gold section) in a big jewellery showroom since 2017, joined as salesman in 2014. Handling 12 salesmen, daily sales, counter stock tally, customer escalation.', skills: ['Section incharge', 'Stock tally'], preferredRoles: ['Floor Incharge', 'Section Incharge'], city: 'Guntur' },
  { ...S, id: 'x14', overview: 'Senior sales executive cum floor incharge (acting) for the last year, 5 yrs in jewellery retail. Helping manager in staff allotment and customer complaints.', skills: ['Jewellery sales', 'Floor support'], preferredRoles: ['Floor Incharge'], yearsOfExperience: 5, city: 'Visakhapatnam' },
  { ...S, id: 'x15', overview: 'Floor manager at a department store (apparel and home), 8 years. Managing 25 staff on the floor, VM standards, fitting rooms, shrinkage and customer complaints.', skills: ['Floor management', 'Apparel retail'], preferredRoles: ['Floor Manager'], yearsOfExperience: 8, city: 'Hyderabad' },

  // assistant store manager
  { ...S, id: 'x16', overview: 'Assistant store manager at a branded jewellery store (Tanishq franchise), 5 years total: 2 years as ASM, 3 as senior sales. Store opening and closing, roster, scheme enrolments, stock audit, running the store on SM week off.', skills: ['Store operations', 'Roster', 'Stock audit'], preferredRoles: ['Assistant Store Manager'], yearsOfExperience: 5, city: 'Pune' },
  { ...S, id: 'x17', overview: 'Deputy manager - store operations, jewellery retail, 6 yrs. Daily sales review, staff handling (14), customer complaints, GHS scheme, inventory counts and audit compliance.', skills: ['Store operations', 'Team handling'], preferredRoles: ['Assistant Store Manager', 'Deputy Store Manager'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 'x18', overview: 'Assistant store manager, apparel (Westside / Lifestyle), 5 years. Store operations, VM, fitting room, inventory and team of 20, target achievement.', skills: ['Store operations', 'Apparel'], preferredRoles: ['Assistant Store Manager'], yearsOfExperience: 5, city: 'Pune' },
  { ...S, id: 'x19', overview: 'Sales executive in luxury watch and jewellery boutique, 3 years, now looking for team handling role. Clienteling, CRM, stock count, opening and closing duties.', skills: ['Clienteling', 'Luxury sales'], preferredRoles: ['Assistant Store Manager'], yearsOfExperience: 3, city: 'Pune' },

  // store manager high street
  { ...S, id: 'x20', overview: 'Store manager, gold and diamond jewellery, 12 years in retail (last 5 as SM of a 3 crore per month high street store). P&L, team of 28, local events, audits, hiring and training.', skills: ['Store management', 'P&L', 'Team leadership'], preferredRoles: ['Store Manager'], yearsOfExperience: 12, city: 'Bengaluru' },
  { ...S, id: 'x21', overview: 'I am having nine years of experience in jewellery showrooms, last four years as store manager of a national brand store on MG Road. Target achievement, staff of 22, stock integrity, customer events.', skills: ['Store management', 'Sales target'], preferredRoles: ['Store Manager'], city: 'Bengaluru' },
  { ...S, id: 'x22', overview: 'Store incharge / branch manager of a jewellery showroom, 2010 - 2025. Sales, cash, stock and staff of the branch, scheme collection, local promotions. Career objective: to take bigger responsibility.', skills: ['Branch management', 'Cash and stock'], city: 'Mysuru' },
  { ...S, id: 'x23', overview: 'Store manager of a supermarket (hypermarket format), 10 years. Store P&L, 60 staff, fresh and FMCG category, shrinkage, planogram, cash office.', skills: ['Store management', 'FMCG retail'], preferredRoles: ['Store Manager'], yearsOfExperience: 10, city: 'Bengaluru' },
  { ...S, id: 'x24', overview: 'Store manager of a small jewellery store in a mall, 3 years total experience (1.5 as manager). Staff of 5, sales and stock.', skills: ['Store operations'], preferredRoles: ['Store Manager'], yearsOfExperience: 3, city: 'Bengaluru' },

  // area manager
  { ...S, id: 'x25', overview: 'Area manager, jewellery retail chain, 11 years total, last 4 years handling 5 stores in Gujarat. Store-wise targets and LFL, P&L review, store audits, hiring SMs, new store launches.', skills: ['Multi-store operations', 'P&L', 'Store audits'], preferredRoles: ['Area Manager'], yearsOfExperience: 11, city: 'Ahmedabad' },
  { ...S, id: 'x26', overview: 'Cluster manager for 4 jewellery showrooms from 2019. Before that store manager 2011-2019 and sales 2008-2011. Cluster sales, audits, staff development and new store openings in Saurashtra.', skills: ['Cluster management', 'Store openings'], preferredRoles: ['Cluster Manager', 'Area Manager'], city: 'Rajkot' },
  { ...S, id: 'x27', overview: 'Area manager, apparel retail (value fashion), 12 yrs, handling 9 stores. Sales, VM, inventory, shrinkage, manpower, new store launches.', skills: ['Area management', 'Apparel retail'], preferredRoles: ['Area Manager'], yearsOfExperience: 12, city: 'Ahmedabad' },
  { ...S, id: 'x28', overview: 'Area sales manager, FMCG distribution, 10 years. Distributor management, secondary sales, beat planning of 40 sales reps, trade schemes.', skills: ['Distribution', 'Secondary sales'], preferredRoles: ['Area Sales Manager'], yearsOfExperience: 10, city: 'Vadodara' },

  // regional manager
  { ...S, id: 'x29', overview: 'Regional manager - retail, jewellery, 16 years. Heading 18 stores in North India through area managers, regional P&L, annual business plan, expansion and people development.', skills: ['Regional operations', 'Business planning', 'P&L'], preferredRoles: ['Regional Manager'], yearsOfExperience: 16, city: 'Delhi' },
  { ...S, id: 'x30', overview: 'Zonal business head for a jewellery brand, 14 yrs total in jewellery and luxury retail. 25 stores (COCO and franchise), 3 area managers, business plan, new markets, brand standards.', skills: ['Zonal management', 'Franchise stores'], preferredRoles: ['Regional Manager', 'Zonal Head'], yearsOfExperience: 14, city: 'Gurugram' },
  { ...S, id: 'x31', overview: 'Regional sales manager FMCG (beverages), 15 years. Region of 4 states, 12 ASMs, distributor network, modern trade, annual operating plan.', skills: ['Regional sales', 'Distribution'], preferredRoles: ['Regional Manager'], yearsOfExperience: 15, city: 'Delhi' },
  { ...S, id: 'x32', overview: 'Having twenty years in jewellery retail: salesman, store manager and since 2014 regional head of 30 showrooms for a South Indian jewellery group. Expansion to North India. Hobbies: reading, travel.', skills: ['Regional head', 'Expansion'], city: 'Delhi' },

  // tele-sales team leader
  { ...S, id: 'x33', overview: 'Team leader tele sales, jewellery brand, 5 years (2 as TL). Team of 12 telecallers for gold saving scheme and store appointment booking, call audits, dialer reports, daily conversion MIS.', skills: ['Tele sales', 'Team handling', 'Call audit'], preferredRoles: ['Team Leader'], yearsOfExperience: 5, city: 'Mumbai' },
  { ...S, id: 'x34', overview: 'Telecaller at a jewellery showroom for 2 years, calling customers for scheme renewal, festival offers and store visits, updating CRM.', skills: ['Telecalling', 'CRM'], preferredRoles: ['Telecaller'], yearsOfExperience: 2, city: 'Thane' },
  { ...S, id: 'x35', overview: 'Team leader in telecom BPO (inbound and outbound voice), 6 years. Handling 18 agents, AHT, quality, shrinkage, attrition, daily MIS.', skills: ['Team handling', 'BPO', 'MIS'], preferredRoles: ['Team Leader'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 'x36', overview: 'Inside sales team lead for an online jewellery store since 2020: video call sales of diamond jewellery, lead calling, team of 8 callers, conversion targets, CRM (LeadSquared).', skills: ['Inside sales', 'Video call sales', 'Team lead'], preferredRoles: ['Team Leader - Inside Sales'], city: 'Mumbai' },
  { ...S, id: 'x37', overview: 'Fresher telecaller, 6 months in outbound calling for personal loans. Good Hindi and Marathi.', skills: ['Telecalling'], preferredRoles: ['Telecaller'], yearsOfExperience: 0, city: 'Mumbai' },

  // franchise development
  { ...S, id: 'x38', overview: 'Franchise development manager, diamond jewellery brand, 8 years. Identified and signed 22 franchise partners in Maharashtra and MP, location evaluation, agreements, store launch support and partner reviews.', skills: ['Franchise development', 'Site selection', 'Partner management'], preferredRoles: ['Franchise Development Manager'], yearsOfExperience: 8, city: 'Mumbai' },
  { ...S, id: 'x39', overview: 'Business development manager - retail expansion (jewellery), 9 years. New store feasibility, market survey, property and franchise partner hunting, negotiation, launch of 15 stores.', skills: ['Retail expansion', 'Business development', 'Feasibility'], preferredRoles: ['Business Development Manager'], yearsOfExperience: 9, city: 'Pune' },
  { ...S, id: 'x40', overview: 'Franchise sales manager for a quick service restaurant brand, 7 years. Franchise enquiries, investor meetings, site approval, agreement signing, outlet launches.', skills: ['Franchise sales', 'QSR'], preferredRoles: ['Franchise Manager'], yearsOfExperience: 7, city: 'Mumbai' },
  { ...S, id: 'x41', overview: 'Business development executive at jewellery company, 2 years. Lead generation, meeting retailers, presentations.', skills: ['Business development'], preferredRoles: ['Business Development Executive'], yearsOfExperience: 2, city: 'Mumbai' },
  { ...S, id: 'x42', overview: 'Area sales manager, gold jewellery wholesale, 10 years. Dealer network of 120 jewellers in Maharashtra, order booking, new counter appointments, collections.', skills: ['Dealer network', 'B2B sales'], preferredRoles: ['Area Sales Manager'], yearsOfExperience: 10, city: 'Nagpur' },

  // regional training manager
  { ...S, id: 'x43', overview: 'Training manager, jewellery retail, 10 years. Induction, product training (gold, diamonds, solitaires), selling skills, grooming, TNA from store KPIs, team of 2 trainers, training calendar and MIS for 30 stores.', skills: ['Sales training', 'Product training', 'TNA'], preferredRoles: ['Training Manager'], yearsOfExperience: 10, city: 'Kolkata' },
  { ...S, id: 'x44', overview: 'Store trainer for a jewellery brand since 2019, before that sales executive 2016-2019. Induction of new staff, product and selling skills training, on the floor coaching.', skills: ['Store training', 'Induction'], preferredRoles: ['Trainer'], city: 'Bhubaneswar' },
  { ...S, id: 'x45', overview: 'L&D manager at a national jewellery retailer from 2012 to present. Training academy, e-learning modules, trainer team, product and soft skills, manager development programmes.', skills: ['L&D', 'Training academy', 'E-learning'], preferredRoles: ['Training Manager', 'L&D Manager'], city: 'Kolkata' },
  { ...S, id: 'x46', overview: 'Training manager in a 5 star hotel, 9 years. Service standards, grooming, induction of F&B and front office staff, training calendar.', skills: ['Hospitality training', 'Grooming'], preferredRoles: ['Training Manager'], yearsOfExperience: 9, city: 'Kolkata' },
  { ...S, id: 'x47', overview: 'Product trainer (diamonds and solitaires), GIA GG, 9 years. Diamond 4Cs training for store staff across 25 stores, solitaire selling, certification knowledge.', skills: ['Product training', 'Diamond grading', 'GIA GG'], preferredRoles: ['Product Trainer', 'Training Manager'], yearsOfExperience: 9, city: 'Kolkata' },

  // gold loan branch head
  { ...S, id: 'x48', overview: 'Branch manager - gold loan, NBFC (Muthoot / Manappuram type), 9 years: 4 as BM. Disbursement and portfolio growth, appraisal quality, LTV, NPA and auction, KYC, RBI and internal audit, vault.', skills: ['Gold loan', 'Branch management', 'NPA control'], preferredRoles: ['Branch Manager'], yearsOfExperience: 9, city: 'Kochi' },
  { ...S, id: 'x49', overview: 'Gold loan appraiser, 3 years at NBFC branch. Purity testing by touchstone and acid, net weight, loan processing, customer KYC.', skills: ['Gold appraisal', 'Purity testing'], preferredRoles: ['Gold Loan Appraiser'], yearsOfExperience: 3, city: 'Thrissur' },
  { ...S, id: 'x50', overview: 'Branch manager at a public sector bank, 12 years. Retail and MSME loans, deposits mobilisation, CASA, NPA recovery, branch audit and compliance.', skills: ['Branch banking', 'Credit', 'CASA'], preferredRoles: ['Branch Manager'], yearsOfExperience: 12, city: 'Kochi' },
  { ...S, id: 'x51', overview: 'Assistant branch manager in gold loan company, 5 yrs. Appraisal checking, disbursement, auction notices, vault custody, branch cash.', skills: ['Gold loan', 'Vault'], preferredRoles: ['Assistant Branch Manager'], yearsOfExperience: 5, city: 'Kottayam' },
  { ...S, id: 'x52', overview: 'Fifteen years in gold loan business. Started as appraiser, presently branch head of the gold loan division of a jewellery group: branch P&L, portfolio of 40 crore, team of 10, NPA and auction, RBI compliance.', skills: ['Gold loan', 'Branch head'], city: 'Ernakulam' },

  // inventory head
  { ...S, id: 'x53', overview: 'Inventory manager, jewellery retail chain of 35 stores, 13 years. Stock planning and replenishment, inter store transfers (STN), ageing and dead stock, RFID counts, shrinkage, ERP MIS, team of 10.', skills: ['Inventory management', 'RFID', 'Replenishment'], preferredRoles: ['Inventory Manager', 'Inventory Head'], yearsOfExperience: 13, city: 'Mumbai' },
  { ...S, id: 'x54', overview: 'Stock controller at a jewellery showroom, 4 years. Daily stock tally, tag printing, HUID checking, stock transfer entries in ERP.', skills: ['Stock control', 'ERP'], preferredRoles: ['Stock Controller'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'x55', overview: 'Head - warehouse and inventory, FMCG, 15 years. DC operations, WMS, cycle counts, FIFO, 3PL, team of 80.', skills: ['Warehouse', 'WMS', 'Inventory'], preferredRoles: ['Inventory Head'], yearsOfExperience: 15, city: 'Bhiwandi' },
  { ...S, id: 'x56', overview: 'Merchandising and inventory manager, jewellery retail, 11 years. Store-wise stock allocation, sell through and ageing analysis, vendor orders, dead stock liquidation, team of 6.', skills: ['Merchandising', 'Stock allocation', 'Ageing analysis'], preferredRoles: ['Inventory Manager', 'Merchandising Manager'], yearsOfExperience: 11, city: 'Mumbai' },
  { ...S, id: 'x57', overview: 'GM - supply chain and inventory, jewellery, 2006 - 2025. Central stock planning for a 50 store chain, RFID implementation, audits and shrinkage, team of 15.', skills: ['Supply chain', 'RFID implementation'], city: 'Mumbai' },
  { ...S, id: 'x58', overview: 'Inventory executive, jewellery retail, 7 years. STN, stock audits with RFID handheld, replenishment support, MIS reports.', skills: ['Inventory', 'RFID'], preferredRoles: ['Inventory Executive'], yearsOfExperience: 7, city: 'Mumbai' },

  // other
  { ...S, id: 'x59', overview: 'Cashier at jewellery showroom, 3 years. Billing, cash and card, UPI, day end tally, scheme collection entries.', skills: ['Cashier', 'Billing'], preferredRoles: ['Cashier'], yearsOfExperience: 3, city: 'Pune' },
  { ...S, id: 'x60', overview: 'Visual merchandiser for jewellery stores, 6 years. Window displays, counter display layouts, festive themes, planogram.', skills: ['Visual merchandising'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 6, city: 'Bengaluru' },
];

/** This part's jobs against the tuning-only seekers (this batch's and the older ones' obvious fits). */
export const BLIND_TUNING5_LABELS: Labels = {
  'x-trainee': { x01: 2, x03: 2, x05: 2, x02: 1, x04: 1, x06: 1, x09: 1 },
  'x-bridal': { x07: 2, x08: 2, x04: 2, u73: 2, x10: 1, x14: 1 },
  'x-floor': { x12: 2, x13: 2, t01: 2, t02: 2, u31: 2, x14: 1, x17: 1, t03: 1, p27: 1 },
  'x-asstsm': { x16: 2, x17: 2, x13: 1, x14: 1, x12: 1, u30: 1 },
  'x-storemgr': { x20: 2, x21: 2, x22: 2, q51: 2, u29: 2, v16: 2, p12: 2, u28: 2, x17: 1, x16: 1, u30: 1, q52: 1, x25: 1 },
  'x-area': { x25: 2, x26: 2, x20: 1, x29: 1, u39: 1, x30: 1 },
  'x-regional': { x29: 2, x30: 2, x32: 2, x25: 1, x26: 1 },
  'x-teletl': { x33: 2, x36: 2, x34: 1, x35: 1, t06: 1, q80: 1 },
  'x-franchise': { x38: 2, x39: 2, x40: 1, x42: 1, x30: 1 },
  'x-training': { x43: 2, x45: 2, x47: 2, x44: 1, u71: 1, x46: 1 },
  'x-goldloan': { x48: 2, x52: 2, x51: 1, x50: 1 },
  'x-invhead': { x53: 2, x56: 2, x57: 2, x58: 1, x55: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out, blind and sealed jobs never rank them). */
export const BLIND_TUNING5_CROSS_LABELS: Labels = {
  'r-sales': { x07: 2, x08: 2, x09: 2, x10: 2, x04: 2, x14: 2, x19: 1, x01: 1, x03: 1 },
  't-mallsales': { x09: 2, x10: 2, x07: 1, x04: 1, x19: 1, x03: 1 },
  'h-sales-assoc': { x01: 2, x03: 2, x05: 2, x02: 1, x09: 1 },
  'r-store': { x20: 2, x21: 2, x22: 2, x17: 1, x16: 1, x25: 1 },
  'j-store': { x20: 2, x21: 2, x22: 2, x17: 1, x16: 1, x24: 1, x25: 1 },
  'h-store-flagship': { x20: 2, x21: 1, x22: 1, x25: 1 },
  'u-showroom': { x20: 2, x22: 2, x21: 1, x12: 1, x13: 1 },
  'h-area-mgr': { x25: 2, x26: 2, x29: 1, x30: 1, x32: 1 },
  'u-trainer': { x44: 2, x43: 2, x45: 1, x47: 1 },
  'u-asm': { x42: 2, x39: 1 },
  'f-gold-loan': { x49: 2, x51: 1 },
  'j-inventory': { x53: 2, x58: 2, x56: 1, x57: 1, x54: 1 },
  'r-telecaller': { x34: 2, x33: 1, x37: 1 },
};
