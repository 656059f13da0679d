/**
 * An input's rich text is sanitised before any write is built from it (sanitizedInput in
 * server/services/declaredInput.ts): declaredWrite and declaredPatch take only its result, so a
 * rich text field declared on any entity (a company's about here) is stored sanitised, and the
 * other fields are left as sent.
 */
import { expect, it } from 'vitest';
import { COMPANY_DECLARATION } from '../../../domain/entities/companies';
import { RICH_TEXT_TANGLED } from '../../../domain/richTextShape';
import { declaredPatch, sanitizedInput } from '../../../server/services/declaredInput';

it("sanitises an input's rich text fields and leaves the others as sent", async () => {
  const input = { companyName: '<b>Regal</b> Gems', about: '  <p onclick="steal()">Fine <script>x()</script><a href="javascript:x()">jewellery</a></p>  ' };
  const clean = await sanitizedInput(COMPANY_DECLARATION, input);
  expect(clean).toEqual({ companyName: '<b>Regal</b> Gems', about: '<p>Fine <a>jewellery</a></p>' });
  expect(input.about).toContain('onclick');
  expect(declaredPatch(COMPANY_DECLARATION, clean)).toMatchObject({ about: '<p>Fine <a>jewellery</a></p>' });
});

it('refuses a tangled rich text as its field', async () => {
  const tangled = Array.from({ length: 200 }, (_, i) => `<b class=c${i}><p>x`).join('');
  await expect(sanitizedInput(COMPANY_DECLARATION, { about: tangled })).rejects.toMatchObject({ fields: { about: RICH_TEXT_TANGLED } });
});
