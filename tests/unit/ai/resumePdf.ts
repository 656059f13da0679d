/** Real resume PDFs for tests, drawn with pdf-lib. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export const CAD_RESUME_LINES = [
  'Priya Sharma',
  'Senior CAD Jewellery Designer',
  'priya.sharma@example.com | +91 98200 12345 | Mumbai',
  'SUMMARY',
  'CAD designer with 7 years of experience modelling bridal and diamond jewellery in Rhino and MatrixGold.',
  'EXPERIENCE',
  'Senior CAD Designer | Tanishq, Mumbai | 2019 - Present',
  '- Modelled 300+ bridal pieces and prepared STL files for 3D printing and casting.',
  'CAD Designer | CaratLane, Chennai | 2016 - 2019',
  '- Built parametric ring models and renders for the online catalogue.',
  'EDUCATION',
  'B.Des in Jewellery Design, NIFT Mumbai',
  'SKILLS',
  'Rhino 3D, MatrixGold, ZBrush, KeyShot, Hand Sketching',
  'CERTIFICATIONS',
  'GIA Jewelry Design and Technology',
];

/** A résumé over `pages` pages (the lines, then filler bullets so a page is full). */
export async function resumePdf(lines: string[] = CAD_RESUME_LINES, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    const body = p === 0 ? lines : Array.from({ length: 40 }, (_, i) => `- Project ${p}.${i}: designed a collection of rings and pendants in Rhino.`);
    body.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 18, size: 10, font }));
  }
  return doc.save();
}

/** What a scanner produces: pages with pictures and no text layer. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 40, width: 500, height: 700, color: rgb(0.9, 0.9, 0.85) });
  page.drawEllipse({ x: 300, y: 400, xScale: 100, yScale: 50, color: rgb(0.2, 0.2, 0.2) });
  return doc.save();
}
