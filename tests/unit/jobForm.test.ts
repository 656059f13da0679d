/** The job forms' rules (spec §5) and the one form → JobInput transform (spec §3, §6). */
import { describe, expect, it } from 'vitest';
import { validateJobCreate, validateJobUpdate } from '../../domain/validation';
import { jobCreateErrors, jobEditErrors, toInputErrors } from '../../resources/jobs/form';
import { toJobCreateInput, toJobInput } from '../../resources/jobs/input';

const complete = {
  title: 'Stone Setter',
  isExternalJob: false,
  companyId: 'c1',
  description: '<p>Set stones</p>',
  category: 'Natural Diamond',
  industry: 'Jewellery',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  jobType: 'FULL_TIME',
};

describe('create job rules', () => {
  it('has every message of the create table, word for word, keyed by the input that shows it', () => {
    expect(jobCreateErrors({ isExternalJob: false, description: '<p> </p>' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      industry: 'Industry is required',
      description: 'Description is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      jobType: 'Job type is required',
      companyId: 'Company Name is required',
    });
  });

  it('internal jobs need a picked company id; a typed name is not enough', () => {
    expect(jobCreateErrors({ ...complete, companyId: null, companyName: 'Typed' })).toEqual({ companyId: 'Company Name is required' });
    expect(jobCreateErrors(complete)).toEqual({});
  });

  it('external jobs need a typed company name; a picked id is not enough', () => {
    const external = { ...complete, isExternalJob: true };
    expect(jobCreateErrors({ ...external, companyName: '  ' })).toEqual({ companyName: 'Company Name is required' });
    expect(jobCreateErrors({ ...external, companyId: null, companyName: 'Cartier' })).toEqual({});
  });

  it('does not require zip code, salary, experience, skills or tags', () => {
    expect(validateJobCreate({ ...complete })).toEqual({});
  });
});

describe('edit job rules', () => {
  it('requires category, description, location, title and company name with the spec messages', () => {
    expect(jobEditErrors({ isExternalJob: false, title: ' ', category: '', description: '', location: '' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
      location: 'Location is required',
      companyId: 'Company Name is required',
    });
    expect(validateJobUpdate({ title: 'a', category: 'b', description: '<p>c</p>', location: 'd', companyName: 'e' })).toEqual({});
  });

  it('asks an internal job whose company was deleted for a picked company', () => {
    const orphan = { isExternalJob: false, title: 't', category: 'c', description: '<p>d</p>', location: 'l', companyId: null, companyName: 'Closed House' };
    expect(jobEditErrors(orphan)).toEqual({ companyId: 'Company Name is required' });
    expect(jobEditErrors({ ...orphan, companyId: 'c2' })).toEqual({});
  });

  it("runs the server's length and jobUrl rules too, the spec's messages first", () => {
    expect(jobCreateErrors({ ...complete, title: '', requirements: 'r'.repeat(50_001), jobUrl: 'javascript:alert(1)' })).toEqual({
      title: 'Title is required',
      requirements: 'Must be at most 50,000 characters.',
      jobUrl: 'Job URL must be a web address starting with http:// or https://.',
    });
    expect(jobEditErrors({ ...complete, location: 'Surat', title: 't'.repeat(201) })).toEqual({ title: 'Must be at most 200 characters.' });
  });

  it('maps the server fields company and employer onto the pickers', () => {
    expect(toInputErrors({ company: 'Company not found', employer: 'Employer not found', title: 'x' }, { isExternalJob: false })).toEqual({
      companyId: 'Company not found',
      employerId: 'Employer not found',
      title: 'x',
    });
    expect(toInputErrors({ company: 'm' }, { isExternalJob: true })).toEqual({ companyName: 'm' });
  });
});

describe('toJobCreateInput', () => {
  it('sends a new internal job as OPEN by an ADMIN, without the external fields', () => {
    const input = toJobCreateInput({
      ...complete,
      companyName: 'Aurum',
      jobCode: 'X1',
      jobStatus: 'CLOSED',
      employerId: 'e1',
      skillsRequired: [' CAD ', 'cad', '', 'Rhino 3D'],
      tags: ['gold', 'GOLD '],
      yearsOfExperience: '',
      metadata: { title: 'SEO', url: '/jobs/x', description: 'd', keywords: 'k' },
      id: 'x',
      createdAt: 'now',
    });
    expect(input).toMatchObject({ isExternalJob: false, jobStatus: 'OPEN', userType: 'ADMIN', companyId: 'c1', employerId: 'e1' });
    expect(input.skillsRequired).toEqual(['CAD', 'Rhino 3D']);
    expect(input.tags).toEqual(['gold']);
    expect(input.yearsOfExperience).toBeNull();
    expect(input.metadata).toEqual({ title: 'SEO', description: 'd', keywords: 'k' });
    for (const key of ['companyName', 'jobCode', 'jobUrl', 'jobSource', 'id', 'createdAt']) expect(input).not.toHaveProperty(key);
  });

  it('sends a new external job with its typed company and no picked company, employer or metadata', () => {
    const input = toJobCreateInput({
      ...complete,
      isExternalJob: true,
      companyName: 'Cartier',
      jobCode: 'C-9',
      jobSource: 'LinkedIn',
      jobUrl: 'https://x.test/j',
      employerId: 'e1',
      metadata: { title: 'SEO' },
      yearsOfExperience: '3',
    });
    expect(input).toMatchObject({ isExternalJob: true, companyName: 'Cartier', jobCode: 'C-9', jobSource: 'LinkedIn', jobUrl: 'https://x.test/j' });
    expect(input.yearsOfExperience).toBe(3);
    for (const key of ['companyId', 'employerId', 'metadata']) expect(input).not.toHaveProperty(key);
  });

  it('is the same when applied twice (the view and the provider both apply it)', () => {
    const once = toJobCreateInput({ ...complete, skillsRequired: [' a ', 'A'] });
    expect(toJobCreateInput(once)).toEqual(once);
  });
});

describe('toJobInput (edit)', () => {
  it('turns cleared choices into null and leaves out what the contract does not take', () => {
    const input = toJobInput({ ...complete, jobType: '', _id: 'j1', company: { companyName: 'A' }, embeddings: [1], updatedAt: 'x' });
    expect(input.jobType).toBeNull();
    for (const key of ['_id', 'company', 'embeddings', 'updatedAt']) expect(input).not.toHaveProperty(key);
  });
});
