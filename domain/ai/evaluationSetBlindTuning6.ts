/**
 * A part of the labelled set for the tuning part only (eleventh round): a sixth blind tuning batch,
 * design studio, marketing and office roles of jewellery brands. Written and labelled before its
 * writer read the engine (server/ai/), the older rounds' notes or any tuning batch's misses, and
 * before any engine ranked it. 12 plain ads (hand-sketch / concept designer, KeyShot rendering
 * artist, product development executive, collection merchandiser (planning, not VM), brand manager,
 * influencer / PR executive, photo retoucher, payroll / HR operations, MIS analyst, ERP / IT support
 * on Gehna / Ornate / SAP, company secretary and finance controller of a bullion firm), written the
 * way real ads are (bare, or with about-us, salary and walk-in text), and 64 seekers (y01-y64) in
 * the words Indian résumés use, some with no years field or preferred role, years in words or date
 * ranges, and near misses who share an ad's words but not its trade (an interior designer, a
 * fashion garment designer, a car brand's marketer, an IT company recruiter, a software developer,
 * a wedding photographer, a textile merchandiser, an FMCG brand manager, a CA in a steel company).
 *
 * Like the older blind batches, its jobs are source 'padded' and rank the tuning-only seekers alone,
 * and its seekers are ranked by the older tuning jobs too (BLIND_TUNING6_CROSS_LABELS), never by a
 * held-out, blind or sealed job, so every held-out, blind and sealed figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const BLIND_TUNING6_JOBS: EvalJob[] = [
  { ...P, id: 'y-sketch', title: 'Concept Jewellery Designer (Hand Sketch)', category: 'Design', industry: 'Jewellery', skillsRequired: ['Hand Sketching', 'Gouache Rendering', 'Concept Development'], description: 'Looking for a jewellery designer who can sketch by hand. Concept boards, mood boards, pencil and gouache rendering of necklaces, earrings and bangles for bridal and daily wear collections, technical views for CAD team. Portfolio must. 2-4 years in a jewellery design studio. NIFT / JDTI / SEED / IIGJ preferred.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'y-render', title: 'KeyShot Rendering Artist', category: 'Design', industry: 'Jewellery', skillsRequired: ['KeyShot', 'Rendering', 'Rhino'], description: 'Photo realistic renders of jewellery from Rhino / Matrix files in KeyShot for website, catalogue and customer approvals. Metal and diamond materials, lighting, 360 turntable animation. 1+ year experience. Salary 25-40k.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Jaipur' },
  { ...P, id: 'y-npd', title: 'Product Development Executive - Jewellery', category: 'Product Development', industry: 'Jewellery', skillsRequired: ['New Product Development', 'Costing', 'Vendor Coordination'], description: 'About us: a fast growing lightweight gold and diamond jewellery brand with 40 stores. You will take designs from approval to sample: coordinate with CAD, karigars and vendors, sample tracking, weight and costing sheets, tech packs, sample review with design and merchandising. 3 years NPD / sampling experience in jewellery manufacturing or a jewellery brand.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Bengaluru' },
  { ...P, id: 'y-planning', title: 'Collection Planner / Merchandiser (Buying & Planning)', category: 'Merchandising', industry: 'Jewellery', skillsRequired: ['Assortment Planning', 'OTB', 'Sell Through Analysis'], description: 'Plan the range for our gold and diamond collections: assortment by price point, weight band and category, store-wise allocation, OTB, replenishment, sell through and ageing analysis, work with vendors and design team for new lines. Not visual merchandising. 4+ years buying / merchandising in jewellery retail.', experience: 'Sr-Level', yearsOfExperience: 4, city: 'Mumbai' },
  { ...P, id: 'y-brand', title: 'Brand Manager', category: 'Marketing', industry: 'Jewellery', skillsRequired: ['Brand Management', 'ATL BTL Campaigns', 'Agency Management'], description: 'Brand manager for a heritage jewellery brand in South India. Own the brand calendar: Akshaya Tritiya, Diwali and wedding season campaigns, ATL / BTL, print and outdoor, store launches, agency briefs and budgets, consumer insight. 5-8 years in brand marketing, jewellery / lifestyle preferred.', experience: 'Sr-Level', yearsOfExperience: 5, city: 'Chennai' },
  { ...P, id: 'y-pr', title: 'Influencer & PR Executive', category: 'Marketing', industry: 'Jewellery', skillsRequired: ['Influencer Marketing', 'Public Relations', 'Celebrity Styling'], description: 'Manage influencer collaborations, barter and paid, celebrity and stylist pulls for shoots and red carpet, press releases, media coverage tracking, PR agency coordination, launch events. 2+ yrs in PR or influencer marketing for fashion / jewellery / lifestyle brands.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Delhi' },
  { ...P, id: 'y-retouch', title: 'Jewellery Photo Retoucher', category: 'Creative', industry: 'Jewellery', skillsRequired: ['Photoshop Retouching', 'Jewellery Retouching'], description: 'Retoucher for jewellery e-commerce images. Photoshop clipping path, dust and scratch removal, metal colour correction (yellow, rose, white gold), diamond sparkle, background white, shadow. Also assist photographer on set. Min 1 yr jewellery retouching. Send samples.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Surat' },
  { ...P, id: 'y-payroll', title: 'Payroll & HR Operations Executive', category: 'Human Resources', industry: 'Jewellery Retail', skillsRequired: ['Payroll Processing', 'PF ESIC', 'Attendance'], description: 'Payroll for 1200 employees across 60 showrooms. Attendance and leave from biometric, salary and incentive processing, PF, ESIC, PT, gratuity and full and final settlement, joining and exit formalities, HRMS updation. 2-4 years payroll experience, retail chain preferred. Walk in Monday to Saturday.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Hyderabad' },
  { ...P, id: 'y-mis', title: 'MIS Executive / Data Analyst', category: 'Analytics', industry: 'Jewellery Retail', skillsRequired: ['Advanced Excel', 'Power BI', 'SQL'], description: 'MIS for a jewellery retail chain: daily sales, stock and gold rate reports, store-wise and category-wise dashboards in Power BI, advanced Excel (pivot, VLOOKUP, macros), SQL queries on ERP data, scheme and customer reports for management. 2+ years MIS, retail preferred.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Kolkata' },
  { ...P, id: 'y-erp', title: 'ERP Support Executive (Jewellery Software)', category: 'IT', industry: 'Jewellery', skillsRequired: ['Jewellery ERP', 'IT Support', 'SQL Server'], description: 'IT / ERP support for our showrooms and factory. Support users on jewellery ERP (Gehna / Ornate / Emerald / SAP), item master, barcode and tag printers, RFID, billing issues, gold rate updation, backups, SQL Server basics, hardware and network troubleshooting. 2 years experience in jewellery software support.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Ahmedabad' },
  { ...P, id: 'y-cs', title: 'Company Secretary', category: 'Legal & Secretarial', industry: 'Bullion', skillsRequired: ['Company Law', 'ROC Filings', 'Board Meetings'], description: 'Qualified CS (ACS) for a bullion importing and refining company. ROC filings on MCA, board and general meetings and minutes, statutory registers, FEMA and RBI compliances, nominated agency and IFSC bullion exchange compliances, secretarial audit. 3+ years post qualification.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...P, id: 'y-fc', title: 'Finance Controller - Bullion', category: 'Finance', industry: 'Bullion', skillsRequired: ['Financial Controlling', 'Gold Metal Loan', 'Hedging'], description: 'Chartered Accountant to head finance of a bullion and gold jewellery wholesale firm. Monthly closing and MIS, metal accounting and stock reconciliation in fine weight, gold metal loans and bank limits, hedging on MCX, GST and customs duty, audits, cash flow. 8+ years, bullion / jewellery industry must.', experience: 'Sr-Level', yearsOfExperience: 8, city: 'Mumbai' },
];

const S = { part: 'tuning' } as const;

export const BLIND_TUNING6_SEEKERS: EvalSeeker[] = [
  // concept designer
  { ...S, id: 'y01', overview: 'Jewellery designer with 4 years in a Zaveri Bazaar design studio. Hand sketching and gouache rendering of bridal necklace sets, concept and mood boards, giving tech drawings to CAD. JDTI diploma. Hobbies painting and travel.', skills: ['Hand Sketching', 'Gouache', 'Mood Boards'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'y02', overview: 'Accessory design graduate, NIFT Delhi 2021. Since then designing earrings and pendants for a diamond jewellery brand, manual rendering with pencil colours and gouache, trend research, collection stories.', skills: ['Jewellery Design', 'Rendering', 'Trend Research'], preferredRoles: ['Designer'], city: 'Delhi' },
  { ...S, id: 'y03', overview: 'Freelance jewellery designer doing hand drawing of temple and antique jewellery for karigars in Coimbatore, three years plus. Also basic Corel Draw.', skills: ['Hand Drawing', 'Temple Jewellery'], city: 'Coimbatore' },
  { ...S, id: 'y04', overview: 'Fresher, completed diploma in jewellery design from SEED. Sketching, rendering of gems and metals, basic Rhino. Looking for designer trainee job.', skills: ['Sketching', 'Rendering'], preferredRoles: ['Jewellery Designer Trainee'], yearsOfExperience: 0, city: 'Mumbai' },
  { ...S, id: 'y05', overview: 'Interior designer, 5 years. Residential and commercial interiors, space planning, AutoCAD, 3ds Max, V-Ray, mood boards, site supervision. Designed two jewellery showroom interiors.', skills: ['Interior Design', 'AutoCAD', '3ds Max'], preferredRoles: ['Interior Designer'], yearsOfExperience: 5, city: 'Mumbai' },
  { ...S, id: 'y06', overview: 'Fashion designer (garments). Womenswear ethnic collections, fabric sourcing, pattern making, tech packs, hand sketches and illustration. 3 yrs with an export house.', skills: ['Fashion Illustration', 'Pattern Making', 'Tech Pack'], preferredRoles: ['Fashion Designer'], yearsOfExperience: 3, city: 'Delhi' },
  // render artist
  { ...S, id: 'y07', overview: 'KeyShot render artist, 3 yrs in a jewellery CAD company. Rendering rings, pendants and bangles from Rhino and Matrix files, diamond and metal material setup, 360 degree videos for website.', skills: ['KeyShot', 'Rhino', 'Matrix'], preferredRoles: ['Rendering Artist'], yearsOfExperience: 3, city: 'Jaipur' },
  { ...S, id: 'y08', overview: 'Jewellery CAD designer and renderer. Matrix 9, Rhino 7, KeyShot and V-Ray renders for customer approval. From Jun 2020 till date at a Surat manufacturer.', skills: ['CAD', 'KeyShot', 'Rendering'], preferredRoles: ['CAD Designer'], city: 'Surat' },
  { ...S, id: 'y09', overview: 'Product visualiser doing photo realistic renders in KeyShot of watches and jewellery for an online store, 2 years. Also Blender basics, Photoshop post work.', skills: ['KeyShot', 'Blender', 'Photoshop'], yearsOfExperience: 2, city: 'Bengaluru' },
  { ...S, id: 'y10', overview: '3D visualiser for architecture firm. Exterior and interior walkthroughs in 3ds Max, Corona, V-Ray, Lumion. 4 years.', skills: ['3ds Max', 'V-Ray', 'Lumion'], preferredRoles: ['3D Visualiser'], yearsOfExperience: 4, city: 'Pune' },
  { ...S, id: 'y11', overview: 'Automobile CAD engineer, CATIA and KeyShot renders of car interiors parts for a Tier 1 supplier. 3 years.', skills: ['CATIA', 'KeyShot'], preferredRoles: ['Design Engineer'], yearsOfExperience: 3, city: 'Chennai' },
  // NPD
  { ...S, id: 'y12', overview: 'NPD executive at a lightweight gold jewellery manufacturer, 4 years. Design to sample coordination with CAD, casting and karigars, costing sheets with weight and making, sample tracker, vendor follow up.', skills: ['NPD', 'Sampling', 'Costing'], preferredRoles: ['Product Development'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'y13', overview: 'Working as product development coordinator in diamond jewellery export company from 2019. Buyer tech packs, sample development, CAD approvals, costing of diamonds and gold, vendor follow ups.', skills: ['Product Development', 'Tech Packs', 'Costing'], city: 'Mumbai' },
  { ...S, id: 'y14', overview: 'Sampling incharge in a silver jewellery unit, two years. New designs sample making with karigars, weight control, sample register.', skills: ['Sampling', 'Silver Jewellery'], preferredRoles: ['Sampling Incharge'], yearsOfExperience: 2, city: 'Jaipur' },
  { ...S, id: 'y15', overview: 'Product development manager in a home textile export house, 6 years. Fabric development, lab dips, tech packs, costing, vendor management for US buyers.', skills: ['Product Development', 'Tech Packs', 'Costing'], preferredRoles: ['Product Development Manager'], yearsOfExperience: 6, city: 'Panipat' },
  { ...S, id: 'y16', overview: 'Merchandiser cum product developer for fashion jewellery (imitation, brass) exports. Sample development with vendors, costing, buyer approvals. 3 yrs.', skills: ['Fashion Jewellery', 'Sampling', 'Costing'], yearsOfExperience: 3, city: 'Delhi' },
  // collection planning
  { ...S, id: 'y17', overview: 'Merchandiser (buying and planning) at a national jewellery retail chain, 6 years. Assortment plan by price band and weight band, store wise allocation, OTB, sell thru and ageing reports, new line briefs to vendors.', skills: ['Assortment Planning', 'OTB', 'Allocation'], preferredRoles: ['Merchandiser', 'Category Manager'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 'y18', overview: 'Category manager - diamond jewellery for an omni channel brand. Range planning, vendor development, pricing, stock replenishment and inventory ageing. Since 2017.', skills: ['Category Management', 'Range Planning', 'Replenishment'], preferredRoles: ['Category Manager'], city: 'Bengaluru' },
  { ...S, id: 'y19', overview: 'Allocation and replenishment analyst, 2 years at a jewellery brand. Store wise stock requirement, transfers, Excel.', skills: ['Allocation', 'Replenishment', 'Excel'], yearsOfExperience: 2, city: 'Mumbai' },
  { ...S, id: 'y20', overview: 'Textile merchandiser with 7 years in a garment buying office. Order follow up, fabric and trims, TNA, inspections, buyer communication for Zara and H&M.', skills: ['Merchandising', 'TNA', 'Sourcing'], preferredRoles: ['Merchandiser'], yearsOfExperience: 7, city: 'Tiruppur' },
  { ...S, id: 'y21', overview: 'Visual merchandiser for jewellery stores, 5 years. Window display, tray setting, planogram, store launches.', skills: ['Visual Merchandising', 'Window Display'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 5, city: 'Mumbai' },
  // brand manager
  { ...S, id: 'y22', overview: 'Brand manager at a jewellery retail brand, 7 years in marketing. Akshaya Tritiya and Dhanteras campaigns, ATL and BTL, print, outdoor, TV, agency management, store launch activation, brand budget.', skills: ['Brand Management', 'ATL', 'BTL'], preferredRoles: ['Brand Manager'], yearsOfExperience: 7, city: 'Chennai' },
  { ...S, id: 'y23', overview: 'Marketing manager for a lifestyle and watches brand, from 2016. Campaign planning, creative agency briefs, media planning, brand guidelines, consumer research.', skills: ['Brand Marketing', 'Campaigns', 'Agency Management'], preferredRoles: ['Marketing Manager'], city: 'Bengaluru' },
  { ...S, id: 'y24', overview: 'Senior marketing executive in a regional jewellers, 4 years. Festival offers, newspaper ads, hoardings, exhibitions, gold scheme promotions.', skills: ['Marketing', 'BTL', 'Events'], preferredRoles: ['Marketing Executive'], yearsOfExperience: 4, city: 'Kochi' },
  { ...S, id: 'y25', overview: 'Brand manager in FMCG (biscuits and snacks) for 6 years. P&L, ATL campaigns, trade marketing, distributor schemes, consumer insight, MBA marketing.', skills: ['Brand Management', 'Trade Marketing', 'P&L'], preferredRoles: ['Brand Manager'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 'y26', overview: 'Marketing manager at a car dealership (Maruti, Hyundai). Showroom events, test drive campaigns, lead generation, dealer marketing. 8 years automobile.', skills: ['Dealer Marketing', 'Events', 'Lead Generation'], preferredRoles: ['Marketing Manager'], yearsOfExperience: 8, city: 'Chennai' },
  // PR / influencer
  { ...S, id: 'y27', overview: 'PR and influencer executive, 3 yrs at a fashion and jewellery PR agency. Influencer outreach, barter collabs, celebrity pulls with stylists, press releases, coverage reports.', skills: ['Influencer Marketing', 'PR', 'Celebrity Styling'], preferredRoles: ['PR Executive'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 'y28', overview: 'Influencer marketing manager for a D2C demi fine jewellery brand. Creator campaigns on Instagram, paid and barter, UGC, tracking reach and sales. Worked Aug 2021 - present.', skills: ['Influencer Marketing', 'Instagram'], preferredRoles: ['Influencer Manager'], city: 'Delhi' },
  { ...S, id: 'y29', overview: 'Public relations officer in a government hospital, 5 years. Media liaison, patient relations, events and press notes.', skills: ['Public Relations', 'Media Liaison'], preferredRoles: ['PRO'], yearsOfExperience: 5, city: 'Delhi' },
  { ...S, id: 'y30', overview: 'Communications executive, lifestyle and luxury PR, 2 years. Media relations, launch events, press kits, brand collaborations for a luxury watch and jewellery house.', skills: ['Media Relations', 'Events', 'Press Kits'], yearsOfExperience: 2, city: 'Delhi' },
  { ...S, id: 'y31', overview: 'Social media executive, 1 year, posting reels and stories for a cafe chain, Canva.', skills: ['Social Media', 'Canva'], preferredRoles: ['Social Media Executive'], yearsOfExperience: 1, city: 'Delhi' },
  // retoucher
  { ...S, id: 'y32', overview: 'Photo retoucher for jewellery e-commerce, 3 years in Surat. Photoshop clipping path, dust removal, metal colour correction, diamond sparkle, white background, shadow creation, 300 images a day.', skills: ['Photoshop', 'Jewellery Retouching', 'Clipping Path'], preferredRoles: ['Retoucher'], yearsOfExperience: 3, city: 'Surat' },
  { ...S, id: 'y33', overview: 'Image editor at a jewellery photography studio since 2022. Retouching rings and necklaces, also assisting on shoots, lighting setup.', skills: ['Image Editing', 'Photoshop', 'Lighting'], city: 'Mumbai' },
  { ...S, id: 'y34', overview: 'Graphic designer and retoucher, 2 years, editing product images for an online store (apparel and accessories), Photoshop, Lightroom.', skills: ['Photoshop', 'Lightroom'], preferredRoles: ['Graphic Designer'], yearsOfExperience: 2, city: 'Surat' },
  { ...S, id: 'y35', overview: 'Wedding photographer and album designer, candid shoots, pre wedding, Lightroom and Photoshop retouching of skin. 6 years own studio.', skills: ['Wedding Photography', 'Album Design'], preferredRoles: ['Photographer'], yearsOfExperience: 6, city: 'Jaipur' },
  { ...S, id: 'y36', overview: 'Photographer assistant, one year at a jewellery catalogue studio, light setup, product arrangement, basic retouch.', skills: ['Photography Assistant'], yearsOfExperience: 1, city: 'Surat' },
  // payroll
  { ...S, id: 'y37', overview: 'HR operations executive at a jewellery retail chain, 3 years. Payroll of 800 staff in 45 showrooms, biometric attendance, incentives, PF, ESIC, PT, F&F settlement, HRMS (greytHR).', skills: ['Payroll', 'PF ESIC', 'greytHR'], preferredRoles: ['HR Operations'], yearsOfExperience: 3, city: 'Hyderabad' },
  { ...S, id: 'y38', overview: 'Payroll executive in a supermarket chain since 2020. Salary processing, statutory compliance PF ESI PT, leave and attendance, joining formalities.', skills: ['Payroll', 'Statutory Compliance'], preferredRoles: ['Payroll Executive'], city: 'Hyderabad' },
  { ...S, id: 'y39', overview: 'HR generalist 2 yrs in manufacturing plant. Attendance, payroll inputs, PF, canteen and contract labour, recruitment of workers.', skills: ['HR Generalist', 'Payroll'], yearsOfExperience: 2, city: 'Vijayawada' },
  { ...S, id: 'y40', overview: 'IT recruiter at a software company, 4 years. Sourcing Java and .NET developers on Naukri and LinkedIn, screening, offer rollout.', skills: ['IT Recruitment', 'Sourcing', 'Naukri'], preferredRoles: ['IT Recruiter'], yearsOfExperience: 4, city: 'Hyderabad' },
  { ...S, id: 'y41', overview: 'HR recruiter for a retail chain, hiring store staff and sales executives in bulk, walk ins, joining formalities. 2 years.', skills: ['Bulk Hiring', 'Retail Recruitment'], preferredRoles: ['HR Recruiter'], yearsOfExperience: 2, city: 'Hyderabad' },
  // MIS
  { ...S, id: 'y42', overview: 'MIS executive at a jewellery showroom chain, 3 years. Daily sales and stock reports, gold rate, scheme reports, advanced Excel pivot, VLOOKUP, macros, Power BI dashboards.', skills: ['Advanced Excel', 'Power BI', 'MIS'], preferredRoles: ['MIS Executive'], yearsOfExperience: 3, city: 'Kolkata' },
  { ...S, id: 'y43', overview: 'Data analyst, retail analytics, 2 years. SQL, Power BI, Python, store performance dashboards for an apparel retailer.', skills: ['SQL', 'Power BI', 'Python'], preferredRoles: ['Data Analyst'], yearsOfExperience: 2, city: 'Kolkata' },
  { ...S, id: 'y44', overview: 'MIS cum back office for a jewellery wholesaler. Excel reports of stock, party outstanding, Tally. From 2021.', skills: ['Excel', 'Tally', 'MIS'], city: 'Kolkata' },
  { ...S, id: 'y45', overview: 'Software developer, 3 years, React, Node.js, MongoDB, building dashboards and APIs for fintech.', skills: ['React', 'Node.js', 'MongoDB'], preferredRoles: ['Software Developer'], yearsOfExperience: 3, city: 'Bengaluru' },
  // ERP
  { ...S, id: 'y46', overview: 'ERP support executive for jewellery software (Ornate and Gehna) at a software vendor, 3 years. Implementation at showrooms, item master, barcode tag printing, billing issues, rate updation, SQL Server backups.', skills: ['Jewellery ERP', 'SQL Server', 'Implementation'], preferredRoles: ['ERP Support'], yearsOfExperience: 3, city: 'Ahmedabad' },
  { ...S, id: 'y47', overview: 'IT executive in a jewellery group since 2019. Hardware and network, CCTV, SAP B1 user support, RFID tag printers, Tally, email.', skills: ['Hardware Networking', 'SAP B1', 'RFID'], preferredRoles: ['IT Executive'], city: 'Ahmedabad' },
  { ...S, id: 'y48', overview: 'Desktop support engineer, 2 years, BPO. Windows, Outlook, LAN, printers, ticketing.', skills: ['Desktop Support', 'Networking'], preferredRoles: ['Desktop Support'], yearsOfExperience: 2, city: 'Ahmedabad' },
  { ...S, id: 'y49', overview: 'SAP MM consultant, 5 years, implementation for cement and steel plants.', skills: ['SAP MM', 'Implementation'], preferredRoles: ['SAP Consultant'], yearsOfExperience: 5, city: 'Pune' },
  { ...S, id: 'y50', overview: 'Billing operator and computer incharge at jewellery showroom, 4 yrs. Jewellery software billing, tag printing, barcode, daily backup.', skills: ['Jewellery Software', 'Barcode'], yearsOfExperience: 4, city: 'Rajkot' },
  // CS
  { ...S, id: 'y51', overview: 'Company Secretary (ACS), 4 years post qualification at a bullion import and refining company. ROC filings on MCA V3, board meetings and minutes, FEMA, RBI and IFSC bullion exchange compliance, secretarial audit.', skills: ['Company Law', 'ROC Filings', 'FEMA'], preferredRoles: ['Company Secretary'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'y52', overview: 'ACS qualified in 2020, CS in a listed pharma company. Board and AGM, SEBI LODR, ROC, statutory registers.', skills: ['SEBI LODR', 'ROC', 'Board Meetings'], preferredRoles: ['Company Secretary'], city: 'Mumbai' },
  { ...S, id: 'y53', overview: 'Associate member ICSI. CS at a diamond exporter, 3 yrs. MCA filings, board minutes, registers, FEMA and RBI returns.', skills: ['MCA Filings', 'Minutes', 'FEMA'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 'y54', overview: 'Legal and compliance officer at an NBFC gold loan company, 3 years, RBI returns, contracts.', skills: ['Compliance', 'RBI Returns'], yearsOfExperience: 3, city: 'Mumbai' },
  // FC
  { ...S, id: 'y55', overview: 'Chartered accountant, 10 years, finance head of bullion trading and jewellery wholesale firm. Metal accounting in fine gold, gold metal loan, MCX hedging, bank limits, GST and customs duty, audit, month close.', skills: ['Metal Accounting', 'Gold Metal Loan', 'Hedging'], preferredRoles: ['Finance Controller', 'CFO'], yearsOfExperience: 10, city: 'Mumbai' },
  { ...S, id: 'y56', overview: 'CA with twelve years of experience, financial controller in a diamond and jewellery manufacturing export group. Stock reconciliation, bank finance, forex hedging, consolidation.', skills: ['Financial Controlling', 'Forex Hedging', 'Consolidation'], preferredRoles: ['Financial Controller'], city: 'Mumbai' },
  { ...S, id: 'y57', overview: 'Chartered accountant, finance controller at a steel manufacturing company, 9 years. Month closing, MIS, budgets, bank limits, LME hedging of raw material.', skills: ['Financial Controlling', 'Budgeting', 'Hedging'], preferredRoles: ['Finance Controller'], yearsOfExperience: 9, city: 'Mumbai' },
  { ...S, id: 'y58', overview: 'Senior accounts manager, bullion dealer, 6 years. Fine weight stock tally, MCX, GST returns, Tally.', skills: ['Accounts', 'Bullion', 'GST'], preferredRoles: ['Accounts Manager'], yearsOfExperience: 6, city: 'Mumbai' },
  // misc near misses
  { ...S, id: 'y59', overview: 'Content writer, 2 years, SEO blogs for travel and hotels, WordPress.', skills: ['Content Writing', 'SEO'], preferredRoles: ['Content Writer'], yearsOfExperience: 2, city: 'Delhi' },
  { ...S, id: 'y60', overview: 'Graphic designer for jewellery brand, social posts, catalogue layouts, festive creatives, Photoshop, Illustrator. 3 years.', skills: ['Photoshop', 'Illustrator', 'Catalogue Design'], preferredRoles: ['Graphic Designer'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 'y61', overview: 'CFO cum financial controller in a gold jewellery manufacturing and bullion trading group. Fifteen years post CA. Gold metal loan from banks, fine weight reconciliation, hedging, GST, statutory audit, fund raising.', skills: ['Finance', 'Gold Metal Loan', 'Audit'], preferredRoles: ['CFO'], city: 'Mumbai' },
  { ...S, id: 'y62', overview: 'Assistant brand manager then brand manager at a diamond jewellery brand since 2018. Wedding season campaign, print and outdoor media plan, influencer and celebrity tie ups, agency coordination, store launch events.', skills: ['Brand Management', 'Media Planning', 'Campaigns'], city: 'Mumbai' },
  { ...S, id: 'y63', overview: 'Jewellery buyer and planner, 5 yrs with a gold and diamond retail chain in Kerala. Buying plan, weight band assortment, vendor negotiation, slow moving stock liquidation, store allocation.', skills: ['Buying', 'Assortment', 'Vendor Management'], preferredRoles: ['Buyer', 'Merchandiser'], yearsOfExperience: 5, city: 'Thrissur' },
  { ...S, id: 'y64', overview: 'Implementation and support engineer of Emerald jewellery software, worked Jan 2021 to Mar 2024. Going to showrooms for installation, training of billing staff, tag printer and weighing scale integration, data migration in SQL.', skills: ['Jewellery Software', 'SQL', 'Implementation'], city: 'Ahmedabad' },
];

/** This part's jobs: its own seekers and the older tuning-only seekers who plainly fit (labelled before any ranking). */
export const BLIND_TUNING6_LABELS: Labels = {
  'y-sketch': { y01: 2, y02: 2, y03: 2, q05: 2, q06: 2, y04: 1, q58: 1, q09: 1 },
  'y-render': { y07: 2, y08: 2, y09: 2, p23: 2, q56: 1 },
  'y-npd': { y12: 2, y13: 2, y16: 2, y14: 1, q09: 1 },
  'y-planning': { y17: 2, y18: 2, y63: 2, y19: 1, p19: 1 },
  'y-brand': { y22: 2, y23: 2, y62: 2, y24: 1, y25: 1 },
  'y-pr': { y27: 2, y28: 2, y30: 2, q71: 1 },
  'y-retouch': { y32: 2, y33: 2, t26: 2, y34: 1, y36: 1, t23: 1, u70: 1 },
  'y-payroll': { y37: 2, y38: 2, q31: 2, y39: 1, q30: 1 },
  'y-mis': { y42: 2, y43: 2, p19: 2, y44: 1 },
  'y-erp': { y46: 2, y47: 2, y64: 2, y50: 1, y48: 1 },
  'y-cs': { y51: 2, y52: 2, y53: 2, y54: 1 },
  'y-fc': { y55: 2, y56: 2, y61: 2, y57: 1, y58: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out, blind and sealed jobs never rank them). */
export const BLIND_TUNING6_CROSS_LABELS: Labels = {
  'r-designer': { y01: 2, y02: 2, y03: 2, y04: 1 },
  'r-cad': { y08: 2, y07: 1 },
  'j-cad': { y08: 2, y07: 1 },
  'r-merch': { y17: 2, y18: 2, y63: 2, y19: 1 },
  'r-hr': { y41: 2, y37: 1, y38: 1, y39: 1 },
  'r-accounts': { y58: 2, y55: 1 },
  'r-backoffice': { y44: 2, y50: 1 },
  't-photo': { y33: 1, y36: 1, y32: 1 },
  'r-digital': { y28: 1 },
  'u-social': { y28: 1, y60: 1 },
};
