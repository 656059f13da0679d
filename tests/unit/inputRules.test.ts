/** The text limits and link rules of domain/validation: declared for every text of the contract, and the demo data fits them. */
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, type GraphQLInputType, GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../domain/demo-data';
import { validatePersonForm } from '../../domain/personForm';
import { INPUT_TEXT_LIMITS, isValidWebsite, isWebLink, linkErrors, textLimitErrors, validateCompanyUpdate } from '../../domain/validation';

const schema = buildSchema(readFileSync(new URL('../../domain/schema.graphql', import.meta.url), 'utf8'));
const unwrap = (type: GraphQLInputType): GraphQLInputType =>
  type instanceof GraphQLNonNull || type instanceof GraphQLList ? unwrap(type.ofType) : type;

/** Inputs that carry no free text: sorting and list filters (bounded by the request limits). */
const NOT_STORED = new Set(['SortInput', 'FilterInput']);

describe('text limits', () => {
  it('declares every String field of every input type of the contract, and nested inputs as inputs', () => {
    const inputs = Object.values(schema.getTypeMap()).filter((t): t is GraphQLInputObjectType => t instanceof GraphQLInputObjectType && !NOT_STORED.has(t.name));
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) {
      const declared = (INPUT_TEXT_LIMITS as Record<string, Record<string, unknown>>)[input.name];
      expect(declared, input.name).toBeDefined();
      for (const field of Object.values(input.getFields())) {
        const type = unwrap(field.type);
        if (type instanceof GraphQLScalarType && type.name === 'String') expect(declared[field.name], `${input.name}.${field.name}`).toBeDefined();
        if (type instanceof GraphQLInputObjectType) expect(declared[field.name], `${input.name}.${field.name}`).toEqual({ input: type.name });
      }
    }
  });

  it('gives a message per field at the path the console and extensions.fields use', () => {
    const errors = textLimitErrors('JobInput', {
      title: 't'.repeat(201),
      description: 'd'.repeat(50_001),
      skillsRequired: ['ok', 's'.repeat(201)],
      tags: Array.from({ length: 101 }, (_, i) => `tag ${i}`),
      metadata: { title: 'fine', metadata: [{ key: 'k', value: 'v'.repeat(501) }] },
    });
    expect(errors).toEqual({
      title: 'Must be at most 200 characters.',
      description: 'Must be at most 50,000 characters.',
      skillsRequired: 'Must be at most 200 characters.',
      tags: 'Must have at most 100 entries.',
      'metadata.metadata.0.value': 'Must be at most 500 characters.',
    });
    expect(textLimitErrors('JobInput', { title: 't'.repeat(200), description: 'd'.repeat(50_000) })).toEqual({});
  });

  it('the demo marketplace fits every limit and link rule', () => {
    const data = generateDemoData();
    for (const c of data.companies) {
      expect(textLimitErrors('CompanyInput', c), c.companyName).toEqual({});
      expect(linkErrors('CompanyInput', c), c.companyName).toEqual({});
    }
    for (const e of data.employers) {
      expect({ ...textLimitErrors('EmployerInput', e), ...linkErrors('EmployerInput', e) }, e._id).toEqual({});
    }
    for (const j of data.jobs) expect({ ...textLimitErrors('JobInput', j), ...linkErrors('JobInput', j) }, j._id).toEqual({});
    for (const s of data.jobSeekers) {
      expect(textLimitErrors('JobSeekerInput', s), s._id).toEqual({});
      for (const n of s.notes) expect(textLimitErrors('NoteInput', n)).toEqual({});
    }
  });
});

describe('web links', () => {
  it('takes http, https and addresses without a scheme', () => {
    for (const ok of ['https://www.aurum.example', 'http://aurum.example/jobs?id=1', 'www.aurum.example', 'aurum.example/about', 'HTTPS://AURUM.EXAMPLE', '@eclat']) {
      expect(isWebLink(ok), ok).toBe(true);
    }
  });

  it('refuses every other scheme, however it is written', () => {
    for (const bad of [
      'javascript:alert(1)//x.example',
      'JavaScript:alert(1)',
      'javascript:1/alert(1)//x.example',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example',
      'example.com:8080',
      'https:\\\\evil.example',
      '',
    ]) {
      expect(isWebLink(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("keeps the spec's website rule and message: a dot, no spaces, and now a web address", () => {
    expect(isValidWebsite('eclat.test')).toBe(true);
    expect(isValidWebsite('javascript:alert(1)//x.example')).toBe(false);
    expect(linkErrors('CompanyInput', { links: { website: 'javascript:alert(1)//x.example', instagram: 'data:text/html,x' } })).toEqual({
      'links.website': 'Website must be valid',
      'links.instagram': 'Instagram must be a web address starting with http:// or https://.',
    });
  });
});

describe("the console's forms run the same rules", () => {
  it('company edit: links and lengths under their fields, beside the spec rules', () => {
    expect(validateCompanyUpdate({ companyName: 'n'.repeat(201), links: { website: 'javascript:alert(1)//x.example', linkedin: 'https://linkedin.com/company/aurum' } })).toEqual({
      companyName: 'Must be at most 200 characters.',
      'links.website': 'Website must be valid',
    });
    expect(validateCompanyUpdate({ companyName: '', links: { website: 'aurum.test' } })).toEqual({ companyName: 'Company Name is required' });
  });

  it('person edit: a too-long field, the required messages unchanged', () => {
    const personalDetails = { fullName: 'Asha', email: 'a@x.test', phone: '', city: 'c'.repeat(201) };
    expect(validatePersonForm({ personalDetails })).toEqual({
      'personalDetails.city': 'Must be at most 200 characters.',
      'personalDetails.phone': 'Phone is required',
    });
    const links = { twitter: 'javascript:alert(1)', behance: 'https://behance.net/aurum' };
    expect(validatePersonForm({ personalDetails: { fullName: 'Asha', email: 'a@x.test', phone: '1' }, links })).toEqual({
      'links.twitter': 'Twitter must be a web address starting with http:// or https://.',
    });
  });
});
