/**
 * The TypeScript twin of the contract (domain/generated/contract.ts) is exactly what the
 * generator makes of domain/schema.graphql: a field added to the contract without running
 * `npm run contract:types` fails here instead of leaving the types a field behind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES_FILE, SDL_FILE, renderContractTypes } from '../../domain/codegen/contractTypes';
import { CONTRACT_FIELDS, ENUM_VALUES } from '../../domain/generated/contract';

const sdl = readFileSync(SDL_FILE, 'utf8');

describe('the generated contract types', () => {
  it(`${CONTRACT_TYPES_FILE} matches ${SDL_FILE} (regenerate: npm run contract:types)`, () => {
    expect(readFileSync(CONTRACT_TYPES_FILE, 'utf8')).toBe(renderContractTypes(sdl));
  });

  it('differs when a field is added to the contract (the check can fail)', () => {
    const edited = sdl.replace('input JobInput {', 'input JobInput {\n  remotePolicy: String');
    expect(edited).not.toBe(sdl);
    const rendered = renderContractTypes(edited);
    expect(rendered).not.toBe(readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
    expect(rendered).toContain('  remotePolicy?: Maybe<string>;');
    expect(rendered).toContain("    remotePolicy: 'String',");
  });

  it('carries every field with its GraphQL type, and every enum value in order', () => {
    expect(CONTRACT_FIELDS.Job.skillsRequired).toBe('[String!]!');
    expect(CONTRACT_FIELDS.JobInput.title).toBe('String!');
    expect(CONTRACT_FIELDS.Job.yearsOfExperience).toBe('Float');
    expect(ENUM_VALUES.JobType).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP']);
  });

  it('renders input fields with defaults as optional and list items as their own nullability', () => {
    const rendered = renderContractTypes(`
      type Query { a: Int }
      input Page { size: Int! = 5, ids: [ID]!, tags: [String!] }
      type Thing { names: [String]!, count: Int! }
    `);
    expect(rendered).toContain('  size?: number;');
    expect(rendered).toContain('  ids: Array<Maybe<string>>;');
    expect(rendered).toContain('  tags?: Maybe<string[]>;');
    expect(rendered).toContain('  names: Array<Maybe<string>>;');
    expect(rendered).toContain('  count: number;');
  });
});
