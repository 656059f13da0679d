import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { writeLocalOverview } from '../../../server/ai/overview/localOverview';
import { extractResumeText, NO_READABLE_TEXT, UNREADABLE_PDF } from '../../../server/ai/overview/pdfText';
import { CAD_RESUME_LINES, imageOnlyPdf, resumePdf } from './resumePdf';

describe('resume text extraction', () => {
  it('reads the lines of a real PDF', async () => {
    const text = await extractResumeText(await resumePdf());
    expect(text).toContain('Senior CAD Jewellery Designer');
    expect(text.split('\n')).toContain('EXPERIENCE');
  });

  it('refuses an image-only (scanned) PDF with the clear message', async () => {
    const error = await extractResumeText(await imageOnlyPdf()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    expect((error as AppError).message).toBe(NO_READABLE_TEXT);
  });

  it('refuses an empty PDF (a blank page, or only a page number) with the same clear message', async () => {
    for (const lines of [[], ['Page 1 of 1'], ['   ']]) {
      const error = await extractResumeText(await resumePdf(lines)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe(NO_READABLE_TEXT);
    }
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(extractResumeText(new TextEncoder().encode('hello, not a pdf'))).rejects.toThrow(UNREADABLE_PDF);
  });
});

describe('local overview writer', () => {
  it('states headline, years, skills, employers and education from a real resume PDF', async () => {
    const overview = writeLocalOverview(await extractResumeText(await resumePdf()));
    expect(overview).toMatch(/^Senior CAD Jewellery Designer with 7 years of experience\./);
    expect(overview).toContain('Key skills include Rhino 3D, MatrixGold, ZBrush, KeyShot and Hand Sketching.');
    expect(overview).toContain('Senior CAD Designer at Tanishq');
    expect(overview).toContain('CAD Designer at CaratLane');
    expect(overview).toContain('B.Des in Jewellery Design, NIFT Mumbai');
    expect(overview).not.toContain('@');
  });

  it('reads the demo resume layout (headline with years, "title, employer, city (from–to)")', () => {
    const text = [
      'Meera Iyer',
      'Senior CAD Designer · 9 years of experience',
      'meera@example.com | +91 98200 11111 | Chennai, Tamil Nadu, India',
      '',
      'SUMMARY',
      'CAD Designer with 9 years in the jewellery and luxury trade, skilled in Rhino 3D, MatrixGold, KeyShot.',
      'EXPERIENCE',
      'Senior CAD Designer, Aurum Jewels, Chennai (2020–Present)',
      '- Designed 25 pieces that went into production',
      'CAD Designer, Tanishq, Mumbai (2016–2020)',
      '- Prepared STL files',
      'EDUCATION',
      'B.Des Jewellery Design, NIFT Chennai (2015)',
      'SKILLS',
      'Rhino 3D, MatrixGold, KeyShot, Hand Sketching',
      'LANGUAGES',
      'English, Tamil',
    ].join('\n');
    const overview = writeLocalOverview(text);
    expect(overview).toMatch(/^Senior CAD Designer with 9 years of experience\./);
    expect(overview).toContain('Experience includes Senior CAD Designer at Aurum Jewels and CAD Designer at Tanishq.');
    expect(overview).toContain('Education: B.Des Jewellery Design, NIFT Chennai (2015).');
    expect(overview).not.toContain('Tamil.');
  });

  it('reads a position whose dates are written with words ("2017 till 2021", "2021 to till date")', () => {
    const text = [
      'Ravi Soni',
      'EXPERIENCE',
      'Senior Setter, Shree Exports, Surat (2021 to till date)',
      'Setter, Hari Krishna Jewels, Surat (2017 till 2021)',
    ].join('\n');
    expect(writeLocalOverview(text)).toContain('Experience includes Senior Setter at Shree Exports and Setter at Hari Krishna Jewels.');
  });

  it('counts years from the dates when the resume does not state them', () => {
    const lines = CAD_RESUME_LINES.filter((l) => !l.startsWith('CAD designer with'));
    const overview = writeLocalOverview(lines.join('\n').replace('2016 - 2019', '2012 - 2019'));
    const years = new Date().getUTCFullYear() - 2012;
    expect(overview).toContain(`with ${years} years of experience`);
  });

  it("says '1 year', however the resume writes it", () => {
    for (const stated of ['1 year', '1 years', '1 yr']) {
      const overview = writeLocalOverview(['Asha Rao', 'Trainee Casting Technician', 'SUMMARY', `Casting technician with ${stated} in a gold casting unit.`].join('\n'));
      expect(overview).toMatch(/^Trainee Casting Technician with 1 year of experience\./);
    }
  });

  it('reads a bio-data résumé: past its title, the name and labelled details, headings with their text on one line', () => {
    const text = [
      'CURRICULUM VITAE',
      'RAJESH KUMAR SONI',
      'Address: 14, Gandhi Nagar, Jaipur - 302015',
      'Mobile No.: 98290 12345',
      'Post Applied For: Stone Setter',
      'Career Objective: To work in a reputed organisation where I can use my skills for the growth of the company.',
      'Work Experience:',
      'Setter, Shree Ram Jewellers, Jaipur (2016 – Present)',
      '• Prong, bezel and pave setting of diamonds and polki',
      'Educational Qualification',
      '12th pass, RBSE (2014)',
      'Languages Known: Hindi, English',
      "Father's Name: Sh. Mohan Lal Soni",
    ].join('\n');
    const overview = writeLocalOverview(text);
    expect(overview).toMatch(/^Stone Setter with \d+ years of experience\./);
    expect(overview).toContain('To work in a reputed organisation');
    expect(overview).toContain('Experience includes Setter at Shree Ram Jewellers.');
    expect(overview).toContain('Education: 12th pass, RBSE (2014).');
    expect(overview).not.toMatch(/RAJESH|Gandhi Nagar|Mohan Lal/);
  });

  it("reads a bio-data's labelled positions ('Company:', 'Designation:', 'Duration:') and no month as an employer", () => {
    const text = [
      'CURRICULUM VITAE',
      'PARESH MEHTA',
      'Work Experience:',
      'Company: Riddhi Siddhi Bullion Ltd, Zaveri Bazaar, Mumbai',
      'Designation: Accountant',
      'Duration: August 2022 to till date',
      '- GST returns, bank reconciliation',
      'Company: Jain Textiles, Bhiwandi',
      'Designation: Accounts Assistant',
      'Duration: June 2021 to July 2022',
      'Assistant Store Manager – Oct 2023 to Present',
    ].join('\n');
    const overview = writeLocalOverview(text);
    expect(overview).toMatch(/^Accountant with \d+ years? of experience\./);
    expect(overview).toContain('Experience includes Accountant at Riddhi Siddhi Bullion Ltd, Accounts Assistant at Jain Textiles and Assistant Store Manager.');
  });

  it('takes no place as the headline: the latest position speaks instead, with no month in its role', () => {
    const text = ['Rohit Mehra', 'Bandra East, Mumbai', 'EXPERIENCE', 'Senior Sales Consultant | Ethos Watch Boutique, Mumbai | Aug 2019 – Present'].join('\n');
    expect(writeLocalOverview(text)).toMatch(/^Senior Sales Consultant with \d+ years of experience\./);
    const biodata = ['BIO-DATA', 'Name: Abdul Rashid', 'Profession: Watch & Clock Repairer', 'Mobile: 9322014486', 'Experience:', 'Running own watch repair shop since 2011.'].join('\n');
    expect(writeLocalOverview(biodata)).toMatch(/^Watch & Clock Repairer with/);
  });

  it("reads a worker's bio-data: 'Work - …' as the experience, the role before its years, years in saal, an age as no career", () => {
    const text = [
      'Bio Data',
      'Name - Rahul Yadav',
      'Address - Chawl no. 3, Kurla West, Mumbai',
      'Work - polish karigar 6 saal (gold chain, kangan, ring polish, buff machine)',
      'Last job - Saraf Ornaments karkhana, Zaveri Bazaar',
      'Age - 29 years',
    ].join('\n');
    expect(writeLocalOverview(text)).toMatch(/^Polish karigar with 6 years of experience\./);
    const portal = ['Resume', 'Mohit Agarwal', 'Present Employer :', 'Krishna Gold & Diamonds, Surat - Billing Executive cum Cashier (from June 2025)'].join('\n');
    expect(writeLocalOverview(portal)).toMatch(/^Billing Executive cum Cashier\b/);
  });

  it("names a fresher by the role the objective seeks, not by a degree line", () => {
    const text = ['Farzana Shaikh', 'B.Des, Jewellery Design, 2025', 'Career Objective: To work as a jewellery designer and learn from a good studio.', 'EDUCATION', 'B.Des – NIFT Mumbai, 2025'].join('\n');
    expect(writeLocalOverview(text)).toMatch(/^Jewellery designer\./);
  });

  it('takes the line that names a role as the headline, not a second line of the name', () => {
    const text = ['Resume', 'Priya Sharma', 'Priya S.', 'Visual Merchandiser', 'EXPERIENCE', 'VM Executive, Tanishq, Pune (2019 – Present)'].join('\n');
    expect(writeLocalOverview(text)).toMatch(/^Visual Merchandiser with/);
  });

  it('writes something useful from a resume without sections', () => {
    const overview = writeLocalOverview(
      'Ramesh Kumar. I am a goldsmith working with karigars in Jaipur. I do stone setting, soldering and polishing of 22k gold.',
    );
    expect(overview.length).toBeGreaterThan(40);
    expect(overview).toMatch(/Goldsmith/i);
    expect(overview).toMatch(/Stone Setting/i);
  });

  it('writes a two-page resume overview within 150 ms (warm, median of 5)', async () => {
    const pdf = await resumePdf(CAD_RESUME_LINES, 2);
    // pdf.js is slow until the JIT has seen it a few times; a running server is warm
    for (let i = 0; i < 10; i++) await extractResumeText(pdf);
    const times: number[] = [];
    let overview = '';
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      overview = writeLocalOverview(await extractResumeText(pdf));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(overview).toContain('Rhino');
    expect(times[2]).toBeLessThan(150);
  });
});
