/**
 * Issue 10 item 7: an upload is judged by its structure (a PDF that starts with %PDF-, parses
 * and runs nothing; a PNG or JPEG that decodes and ends where the format ends), and a stored
 * file is answered so that a browser never runs it.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../server/storage/contentChecks';
import { MAX_PDF_PAGES } from '../../../server/storage/pdfLimits';
import { signedInTestServer } from '../harness';
import { JPEG_BYTES, makePdf, multipart, PNG_BYTES } from '../platform/helpers';
import { declaredBombPdf, flateBombPdf, lzwPdf, lzwTextPdf, manyPagesPdf, objectStreamBombPdf, pdfWithCatalog, runLengthBombPdf } from './pdfBuilders';

const signedIn = signedInTestServer();

function upload(bucket: 'resume' | 'company-logo', bytes: Buffer, fileName: string) {
  const body = multipart([{ filename: fileName, contentType: 'application/octet-stream', bytes }], { fileName });
  return signedIn.server.app.inject({ method: 'POST', url: `/api/s3/buckets/${bucket}/upload?isPublic=true`, headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
}
const catalogued = async () => (await signedIn.server.db.selectFrom('stored_objects').select('object').execute()).length;

/** A one-page PDF changed by `edit`; pdf-lib writes object streams, so nothing shows in the raw bytes. */
async function pdfWith(edit: (doc: PDFDocument) => void, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Curriculum vitae', { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  edit(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}
const jsAction = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(document.cookie)') });

const HTML = '<html><body><script>window.__xss = 1</script></body></html>';

describe('uploads are what they claim', () => {
  it('refuses PDFs that would run something, wherever the action hides', async () => {
    const cases: Record<string, Buffer> = {
      'OpenAction JavaScript': await pdfWith((doc) => doc.catalog.set(PDFName.of('OpenAction'), jsAction(doc))),
      'names tree JavaScript': await pdfWith((doc) =>
        doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.obj({ Names: [PDFString.of('a'), jsAction(doc)] }) })),
      ),
      'link annotation JavaScript': await pdfWith((doc) => {
        const annot = doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: jsAction(doc) }));
        doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([annot]));
      }),
      'page open action': await pdfWith((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: jsAction(doc) }))),
      'Launch a program': await pdfWith((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }))),
    };
    const plain = await pdfWith(() => {}, false);
    cases['#-escaped /JavaScript name'] = Buffer.from(
      (await pdfWith((doc) => doc.catalog.set(PDFName.of('OpenAction'), jsAction(doc)), false)).toString('latin1').replace('/JavaScript', '/Java#53cript'),
      'latin1',
    );
    const before = await catalogued();
    for (const [name, bytes] of Object.entries(cases)) {
      const res = await upload('resume', bytes, 'cv.pdf');
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ error: CONTENT_MESSAGES.activePdf, fields: { file: CONTENT_MESSAGES.activePdf } });
    }
    expect(await catalogued()).toBe(before);
    expect((await upload('resume', plain, 'plain.pdf')).statusCode).toBe(200);
  });

  it('refuses PDFs that open a web address or another file by themselves; links a reader clicks stay', async () => {
    const cases: Record<string, Buffer> = {
      'OpenAction to javascript:': pdfWithCatalog('/OpenAction << /S /URI /URI (javascript:alert(1)) >>'),
      'OpenAction to a Windows share': pdfWithCatalog('/OpenAction << /S /GoToR /F (\\\\evil\\share\\x.pdf) /D [0 /Fit] >>'),
      'document AA on close': pdfWithCatalog('/AA << /WC << /S /URI /URI (https://tracker.example/seen) >> >>'),
      'OpenAction chaining to an embedded file': pdfWithCatalog('/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [<< /S /GoToE /T << /R /C /N (x) >> >>] >>'),
      'page AA on open to a web address': await pdfWith((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.obj({ S: 'URI', URI: PDFString.of('https://x.example') }) }))),
    };
    const before = await catalogued();
    for (const [name, bytes] of Object.entries(cases)) {
      const res = await upload('resume', bytes, 'cv.pdf');
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ error: CONTENT_MESSAGES.leavingPdf, fields: { file: CONTENT_MESSAGES.leavingPdf } });
    }
    expect(await catalogued()).toBe(before);
    const withLink = await pdfWith((doc) => {
      const link = doc.context.obj({ S: 'URI', URI: PDFString.of('https://www.linkedin.com/in/meera-iyer') });
      const annot = doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [20, 90, 200, 110], A: link }));
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([annot]));
    });
    expect((await upload('resume', withLink, 'linked-cv.pdf')).statusCode).toBe(200);
  });

  it('refuses PDFs far beyond a document: too many pages, a stream that inflates beyond reason', async () => {
    const before = await catalogued();
    for (const [name, bytes, message] of [
      ['20,000 empty pages (the attack file)', manyPagesPdf(20_000), CONTENT_MESSAGES.tooManyPages],
      ['one page over the limit', manyPagesPdf(MAX_PDF_PAGES + 1), CONTENT_MESSAGES.tooManyPages],
      ['a stream inflating past the limit', flateBombPdf(), CONTENT_MESSAGES.pdfBomb],
      ['an object stream inflating past the limit', objectStreamBombPdf(), CONTENT_MESSAGES.pdfBomb],
      ['a stream declaring 1 TB', declaredBombPdf(), CONTENT_MESSAGES.pdfBomb],
      ['LZW data decoding past the limit', lzwPdf(10), CONTENT_MESSAGES.pdfBomb],
      ['run-length data decoding past the limit', runLengthBombPdf(), CONTENT_MESSAGES.pdfBomb],
      ['LZW behind a #-escaped filter name', Buffer.from(lzwPdf(10).toString('latin1').replace('/LZWDecode', '/LZW#44ecode'), 'latin1'), CONTENT_MESSAGES.pdfBomb],
    ] as const) {
      const res = await upload('resume', bytes, 'cv.pdf');
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ error: message, fields: { file: message } });
    }
    expect(CONTENT_MESSAGES.tooManyPages).toBe(`The PDF has more than ${MAX_PDF_PAGES} pages and cannot be stored. Please upload a shorter PDF.`);
    expect(await catalogued()).toBe(before);
    expect((await upload('resume', manyPagesPdf(MAX_PDF_PAGES), 'long-document.pdf')).statusCode).toBe(200);
    // LZW, the older compression, is still read: a 7 MB page, and text past the first code-width step.
    expect((await upload('resume', lzwPdf(1), 'old-compression.pdf')).statusCode).toBe(200);
    expect((await upload('resume', lzwTextPdf(Array.from({ length: 80 }, (_, i) => `skill${i}`).join(' ')), 'old-text.pdf')).statusCode).toBe(200);
  }, 60_000);

  it('refuses what only mentions %PDF- or does not parse', async () => {
    const html = await upload('resume', Buffer.from(`${HTML}<!-- %PDF-1.4 -->`), 'cv.html');
    expect(html.json().error).toBe('Unsupported file type. Please upload a PDF.');
    const broken = await upload('resume', Buffer.from(`%PDF-1.4\n${HTML}`), 'cv.pdf');
    expect(broken.json().error).toBe(CONTENT_MESSAGES.unreadablePdf);
    const truncated = (await makePdf()).subarray(0, 200);
    expect((await upload('resume', truncated, 'cv.pdf')).statusCode).toBe(400);
  });

  it('refuses image polyglots: data after IEND or EOI, and images that do not decode', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    for (const [name, bytes, message] of [
      ['PNG + HTML', Buffer.concat([PNG_BYTES, Buffer.from(HTML)]), CONTENT_MESSAGES.trailingData],
      ['JPEG + ZIP', Buffer.concat([JPEG_BYTES, zip]), CONTENT_MESSAGES.trailingData],
      ['PNG cut short', PNG_BYTES.subarray(0, PNG_BYTES.length - 12), CONTENT_MESSAGES.unreadableImage],
      ['PNG signature then HTML', Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from(HTML)]), 'Unsupported file type. Please upload an image.'],
      ['PDF as a logo', await makePdf(), 'Unsupported file type. Please upload an image.'],
    ] as const) {
      const res = await upload('company-logo', bytes, 'logo.png');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error, name).toBe(message);
    }
  });

  it('takes real images, a JPEG with an embedded thumbnail included', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b8860b' } }).jpeg({ progressive: true }).toBuffer();
    // A thumbnail inside an APP1 segment has its own end marker: the walk must skip it, not stop there.
    const payload = Buffer.concat([Buffer.from('Exif\0\0'), JPEG_BYTES]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
    const withThumbnail = Buffer.concat([photo.subarray(0, 2), app1, photo.subarray(2)]);
    for (const bytes of [PNG_BYTES, JPEG_BYTES, photo, withThumbnail]) expect((await upload('company-logo', bytes, 'logo.jpg')).statusCode).toBe(200);
  });
});

describe('stored files never run in the browser', () => {
  it('answers previews inline, sandboxed, with their checked type and nosniff', async () => {
    const pdfUrl = (await upload('resume', await makePdf(), 'Zoë CV.pdf')).json().url as string;
    const pngUrl = (await upload('company-logo', PNG_BYTES, 'logo.png')).json().url as string;
    for (const [url, type] of [[pdfUrl, 'application/pdf'], [pngUrl, 'image/png']]) {
      const res = await signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox;/);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="/);
    }
    const pdf = await signedIn.server.app.inject({ method: 'GET', url: pdfUrl, headers: { cookie: signedIn.cookie } });
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="Zoe CV.pdf"; filename*=UTF-8''Zo%C3%AB%20CV.pdf`);
  });

  it('downloads under the name it was uploaded with, carrying its content\'s extension', async () => {
    const named = async (bucket: 'resume' | 'company-logo', bytes: Buffer, name: string) => {
      const url = (await upload(bucket, bytes, name)).json().url as string;
      const res = await signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
      return /filename\*=UTF-8''(.*)$/.exec(String(res.headers['content-disposition']))?.[1];
    };
    // a saved copy of a PNG named as a page would open as a page in the person's browser
    expect(await named('company-logo', PNG_BYTES, 'logo.html')).toBe('logo.html.png');
    expect(await named('company-logo', PNG_BYTES, 'logo')).toBe('logo.png');
    expect(await named('company-logo', JPEG_BYTES, 'Logo.JPEG')).toBe('Logo.JPEG');
    expect(await named('resume', await makePdf(), 'cv.svg')).toBe('cv.svg.pdf');
  });

  it('a file stored before these checks is checked on its first read: HTML posing as a PDF downloads as bytes', async () => {
    await signedIn.server.files.put('resume', 'old-upload.pdf', Buffer.from(`${HTML}<!-- %PDF-1.4 -->`), 'application/pdf');
    await signedIn.server.db.insertInto('stored_objects').values({ bucket: 'resume', object: 'old-upload.pdf', content_type: 'application/pdf', size: 1, is_public: true }).execute();
    const res = await signedIn.server.app.inject({ method: 'GET', url: '/api/s3/buckets/resume/objects/old-upload.pdf', headers: { cookie: signedIn.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox;/);
    // saved, it is opaque bytes too, not a page
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''old-upload.pdf.bin");
    const row = await signedIn.server.db.selectFrom('stored_objects').select('verified').where('object', '=', 'old-upload.pdf').executeTakeFirstOrThrow();
    expect(row.verified).toBe(false);
  });
});
