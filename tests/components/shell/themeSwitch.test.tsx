/** The top bar's light/dark switch (issue 14): the palette follows it, per signed-in user, across reloads. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { darkTheme } from '../../../src/theme';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

const TOGGLE = 'Toggle light/dark mode';
const DARK_PAGE = darkTheme.palette?.background?.default as string;

/** The page colour MUI's baseline paints the body with (jsdom keeps it as the theme writes it). */
const bodyColour = () => getComputedStyle(document.body).backgroundColor;

async function openJobs(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/jobs', { signedIn: true, ...options });
  await screen.findByRole('heading', { name: 'jobs list' });
  return app;
}

describe('theme switch', () => {
  beforeEach(() => localStorage.clear());

  it('switches the console to the dark palette and back', async () => {
    const { user } = await openJobs();
    expect(bodyColour()).not.toBe(DARK_PAGE);
    await user.click(screen.getByRole('button', { name: TOGGLE }));
    await waitFor(() => expect(bodyColour()).toBe(DARK_PAGE));
    await user.click(screen.getByRole('button', { name: TOGGLE }));
    await waitFor(() => expect(bodyColour()).not.toBe(DARK_PAGE));
  });

  it('remembers the choice across a reload', async () => {
    const first = await openJobs();
    await first.user.click(screen.getByRole('button', { name: TOGGLE }));
    await waitFor(() => expect(bodyColour()).toBe(DARK_PAGE));
    first.unmount();
    await openJobs();
    expect(bodyColour()).toBe(DARK_PAGE);
  });

  it('does not hand one user the theme of another signing in on the same browser', async () => {
    const first = await openJobs();
    await first.user.click(screen.getByRole('button', { name: TOGGLE }));
    await waitFor(() => expect(bodyColour()).toBe(DARK_PAGE));
    first.unmount();
    await openJobs({ user: { ...DEMO_PROFILE, _id: 'another-admin' } });
    await waitFor(() => expect(bodyColour()).not.toBe(DARK_PAGE));
  });
});
