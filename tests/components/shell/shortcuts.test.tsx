/** Keyboard shortcuts (issue 14): `g` + letter opens a list, `?` lists the shortcuts, never while typing or with modifiers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEQUENCE_MS } from '../../../src/layout/shortcuts/shortcuts';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

async function openAt(path: string) {
  const app = renderApp(path, { signedIn: true });
  await screen.findByRole('heading', { name: /list$/ });
  return app;
}

/** A field or rich-text area on the page, focused, as when the user is writing in it. */
function focusedWritingPlace(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.appendChild(holder);
  const place = holder.querySelector<HTMLElement>('[data-place]')!;
  place.focus();
  return place;
}

describe('keyboard shortcuts', () => {
  it.each([
    ['j', 'jobs'],
    ['c', 'companies'],
    ['s', 'jobseekers'],
    ['e', 'employers'],
    ['a', 'job-applications'],
    ['r', 'company-requests'],
  ])('g %s opens the %s list', async (letter, resource) => {
    const start = resource === 'jobs' ? '/companies' : '/jobs';
    const { user, url } = await openAt(start);
    await user.keyboard(`g${letter}`);
    await waitFor(() => expect(url()).toBe(`/${resource}`));
    expect(await screen.findByRole('heading', { name: `${resource} list` })).toBeInTheDocument();
  });

  it('needs the g first: a letter alone does nothing', async () => {
    const { user, url } = await openAt('/jobs');
    await user.keyboard('c');
    await user.keyboard('x');
    await user.keyboard('e');
    expect(url()).toBe('/jobs');
  });

  it('lets the g expire when the second letter comes too late', async () => {
    const { user, url } = await openAt('/jobs');
    await user.keyboard('g');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEQUENCE_MS + 100)));
    await user.keyboard('c');
    expect(url()).toBe('/jobs');
  });

  it('? shows the shortcuts dialog, which closes again', async () => {
    const { user } = await openAt('/jobs');
    await user.keyboard('?');
    const dialog = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a text field', '<input data-place aria-label="field" />'],
    ['a text area', '<textarea data-place aria-label="area"></textarea>'],
    ['rich text', '<div contenteditable="true" data-place tabindex="0"><p>note</p></div>'],
    ['inside rich text', '<div contenteditable="true"><p data-place tabindex="0">note</p></div>'],
  ])('never fires while typing in %s', async (_name, html) => {
    const { user, url } = await openAt('/jobs');
    const place = focusedWritingPlace(html);
    await user.keyboard('gc?');
    expect(url()).toBe('/jobs');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    place.parentElement!.remove();
  });

  it('never fires with Ctrl, Alt or ⌘ held', async () => {
    const { user, url } = await openAt('/jobs');
    await user.keyboard('{Control>}g{/Control}c');
    await user.keyboard('g{Alt>}c{/Alt}');
    await user.keyboard('{Meta>}?{/Meta}');
    expect(url()).toBe('/jobs');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});
