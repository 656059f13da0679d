/** Every resource definition is complete: labelled columns and filters, and English texts in the catalogue. */
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_KEYS } from '../../../domain/filters';
import { RESOURCES } from '../../../resources';
import { resourceMessages } from '../../../resources/i18n';
import { RESOURCE_DEFINITIONS, RESOURCE_NAMES } from '../../../resources/shared/registry';

describe('resource definitions', () => {
  it('registers the six resources in navigation order', () => {
    expect(RESOURCES.map((r) => r.name)).toEqual(['jobs', 'companies', 'jobseekers', 'employers', 'job-applications', 'company-requests']);
    for (const entry of RESOURCES) {
      expect(entry.props.list).toBeTruthy();
      expect(entry.props.icon).toBeTruthy();
      expect(entry.props.recordRepresentation).toBeTruthy();
    }
  });

  it.each(RESOURCE_NAMES)('%s: every column and filter has an English label', (name) => {
    const def = RESOURCE_DEFINITIONS[name];
    const messages = resourceMessages[name];
    expect(messages.name).toMatch(/ \|\|\|\| /);
    for (const column of def.listColumns) expect(messages.fields[column.source as keyof typeof messages.fields]).toBeTruthy();
    for (const filter of def.filters) {
      expect(Object.keys(LIST_FILTER_KEYS[name])).toContain(filter.key);
      expect(messages.filters[filter.key as keyof typeof messages.filters]).toBeTruthy();
    }
    expect(def.listFields).toMatch(/\b_id\b/);
    expect(def.detailFields).toMatch(/\b_id\b/);
  });

  it('uses the spec labels for the jobs list and its filters', () => {
    expect(Object.values(resourceMessages.jobs.fields)).toEqual(['Title', 'Date_Posted', 'Company', 'External_Job', 'Location']);
    expect(resourceMessages.jobs.filters.isExternalJob).toBe('External Job');
    expect(resourceMessages['job-applications'].empty).toBe('No job applications found');
  });
});
