import { describe, expect, it } from 'vitest';
import { OBJECT_NAME_MAX_BYTES, objectNameError, utf8Length } from '../../domain/storedObjects';
import { fileExtension, resumeObjectName } from '../../domain/uploadNames';

describe('resumeObjectName', () => {
  it('is {seekerId}_{timestamp}_{filename}', () => {
    expect(resumeObjectName('s-1', 1700000000000, 'Asha Rao CV.pdf')).toBe('s-1_1700000000000_Asha Rao CV.pdf');
  });

  it('cleans what the file store refuses and the server accepts the result', () => {
    const names = ['../../etc/passwd.pdf', 'a\\b/c.pdf', '.hidden.pdf', 'tab\there.pdf', `${'x'.repeat(400)}.PDF`, '...', `${'é'.repeat(154)}.pdf`, `${'e\u0301'.repeat(100)}.pdf`];
    for (const name of names) {
      const object = resumeObjectName('6f1c2a3b-0000-4000-8000-000000000001', 1700000000000, name);
      expect(objectNameError(object), object).toBeNull();
      expect(utf8Length(object), object).toBeLessThanOrEqual(OBJECT_NAME_MAX_BYTES);
      expect(object, 'NFC').toBe(object.normalize('NFC'));
    }
    expect(resumeObjectName('s', 1, `${'x'.repeat(400)}.PDF`)).toMatch(/x\.PDF$/);
    expect(resumeObjectName('s', 1, 'a/b.pdf')).toBe('s_1_a_b.pdf');
    // accented letters take two bytes: the name is cut in bytes, never inside a letter
    expect(resumeObjectName('s', 1, `${'é'.repeat(154)}.pdf`)).toMatch(/^s_1_é+\.pdf$/);
  });
});

describe('fileExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(fileExtension('cv.final.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
  });
});
