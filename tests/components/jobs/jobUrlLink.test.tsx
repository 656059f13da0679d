/** An external job's URL in view mode: a new-tab link for a web address, plain text otherwise. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { EXTERNAL_ID, SLOW, buildExternalJob, buildJob, jobProvider } from './jobHarness';

const section = (name: string) => screen.getByRole('region', { name });

describe('job URL', () => {
  it('opens the external job in a new tab without handing over the console', async () => {
    renderConsole(`/jobs/${EXTERNAL_ID}`, jobProvider());
    await screen.findByRole('heading', { name: 'Boutique Manager', level: 1 }, SLOW);
    const link = within(section('External Job Details')).getByRole('link', { name: 'https://elsewhere.test/jobs/42' });
    expect(link).toHaveAttribute('href', 'https://elsewhere.test/jobs/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a value that is not a web address as text', async () => {
    renderConsole(`/jobs/${EXTERNAL_ID}`, jobProvider({ jobs: [buildJob(), buildExternalJob({ jobUrl: 'data:text/html,hello' })] }));
    await screen.findByRole('heading', { name: 'Boutique Manager', level: 1 }, SLOW);
    const details = section('External Job Details');
    expect(within(details).getByText('data:text/html,hello').closest('a')).toBeNull();
  });
});
