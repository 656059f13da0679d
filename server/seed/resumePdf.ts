/**
 * A one- or two-page CV drawn with pdf-lib's standard fonts: real text, so the résumé reader
 * (unpdf) and the AI overview get the same words a recruiter sees.
 */
import { type PDFFont, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type DemoResume, resumePeriod } from '../../domain/demo-data';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.55, 0.42, 0.16);

// Standard fonts only encode WinAnsi; anything else (e.g. the rupee sign) would throw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  text(raw: string, size: number, options: { bold?: boolean; color?: typeof INK; indent?: number; gap?: number } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of wrap(printable(raw), font, size, WIDTH - indent)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  heading(title: string): void {
    this.room(40);
    this.y -= 10;
    this.text(title.toUpperCase(), 11, { bold: true, color: ACCENT });
    this.y -= 3;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.6, color: ACCENT });
    this.y -= 4;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export async function renderResumePdf(resume: DemoResume, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${resume.name} - Resume`);
  doc.setAuthor(resume.name);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  doc.setProducer('Jewel marketplace demo data');
  doc.setCreator('Jewel marketplace demo data');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(resume.name, 22, { bold: true, gap: 2 });
  w.text(resume.headline, 12, { color: ACCENT, gap: 2 });
  w.text(resume.contact.join('  |  '), 9.5, { color: MUTED });

  w.heading('Summary');
  w.text(resume.summary, 10.5);

  w.heading('Experience');
  for (const job of resume.experience) {
    w.text(`${job.title}, ${job.employer}`, 11, { bold: true });
    w.text(`${job.city}  |  ${resumePeriod(job)}`, 9.5, { color: MUTED, gap: 2 });
    for (const h of job.highlights) w.text(`•  ${h}`, 10.5, { indent: 10 });
    w.text('', 4);
  }

  w.heading('Education');
  for (const e of resume.education) w.text(`${e.qualification}, ${e.institute} (${e.year})`, 10.5);

  w.heading('Skills');
  w.text(resume.skills.join(', '), 10.5);

  w.heading('Languages');
  w.text(resume.languages.join(', '), 10.5);

  // Object streams keep each file small; the date is fixed so a re-seed writes the same bytes.
  return doc.save({ useObjectStreams: true });
}
