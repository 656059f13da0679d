/**
 * Global search (Ctrl+K): opens from the top bar or the keyboard (even while typing in a field),
 * forgives typos, groups hits by list, arrow keys + Enter open a record, "See all" opens the
 * list with its filter, Esc closes, and the last searches are offered again. Over the fake
 * provider, which answers by the same rules as the server (domain/search.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../domain/types';
import { createFakeDataProvider } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

let dataProvider: MarketplaceDataProvider;
let job: Job;
/** The job's longest title word with one inner letter dropped: a typo a person makes. */
let typo: string;
let word: string;

beforeAll(async () => {
  dataProvider = createFakeDataProvider();
  const { data } = await dataProvider.getList('jobs', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  job = (data as unknown as Job[]).find((j) => j.title.split(' ').some((w) => w.length >= 8))!;
  word = job.title.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  typo = word.slice(0, 4) + word.slice(5);
});

async function openSearch() {
  const app = renderApp('/jobs', { signedIn: true, dataProvider });
  await screen.findByRole('heading', { name: /list$/ });
  return app;
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search everything' });

describe('global search', () => {
  it('opens from the top bar, forgives a typo and opens the record picked with the arrow keys and Enter', async () => {
    const { user, url } = await openSearch();
    await user.click(screen.getByRole('button', { name: /^Search everything \((Ctrl K|⌘K)\)$/ }));
    await user.type(await searchBox(), typo);
    const jobs = await screen.findByRole('group', { name: 'Jobs' }, { timeout: 3000 });
    const options = within(jobs).getAllByRole('option');
    const index = options.findIndex((o) => o.textContent?.startsWith(job.title));
    expect(index).toBeGreaterThanOrEqual(0);
    // the first hit is active; walk down to the job
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}');
    expect(options[index]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe(`/jobs/${job._id}`));
    expect(screen.queryByRole('combobox', { name: 'Search everything' })).not.toBeInTheDocument();
  });

  it('opens with Ctrl+K even while typing in a field, and "See all" opens the list with the filter that finds the hits', async () => {
    const { user, url } = await openSearch();
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), typo);
    const jobs = await screen.findByRole('group', { name: 'Jobs' }, { timeout: 3000 });
    await user.click(within(jobs).getByRole('option', { name: 'See all in Jobs' }));
    await waitFor(() => expect(url()).toMatch(/^\/jobs\?filter_/));
    const params = new URLSearchParams(url().split('?')[1]);
    const [[key, value]] = [...params];
    expect(key).toMatch(/^filter_(title|companyName|location)$/);
    // the list's substring filter finds what the search found
    expect(value.toLowerCase()).not.toBe(typo.toLowerCase());
    const { data } = await dataProvider.getList('jobs', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { [key.slice('filter_'.length)]: value },
    });
    expect(data.length).toBeGreaterThan(0);
    field.remove();
  });

  it('says when the query is too short or matches nothing, closes with Esc, and offers the last searches', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), 'q');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    await user.type(await searchBox(), 'zxqzxq');
    expect(await screen.findByText('No matches for “qzxqzxq”.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search everything' })).not.toBeInTheDocument());

    // a search that opened something is offered again before anything is typed
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), typo);
    const jobs = await screen.findByRole('group', { name: 'Jobs' }, { timeout: 3000 });
    await user.click(within(jobs).getAllByRole('option')[0]);
    await user.keyboard('{Control>}k{/Control}');
    await searchBox();
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('option', { name: typo }));
    expect(await searchBox()).toHaveValue(typo);
  });
});
