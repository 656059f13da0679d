/**
 * Skill chips on a phone: a long skill ('Email and Chat Support') wraps inside its chip instead of
 * keeping one line, and the Relevant Candidates table sits in a width-bounded box, so the job page
 * does not scroll sideways at 390 px whatever the skill names (the e2e measures the page itself).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobAiSection } from '../../../ui/ai';
import { SkillChips } from '../../../ui/ai/SkillChips';
import { buildCandidate, buildJob, renderAi, stubProvider, vector } from './harness';

const LONG = 'Email and Chat Support';

/** MUI's useMediaQuery sees a phone-width screen: max-width queries match, min-width ones do not. */
function pretendPhone() {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = desktop(query);
    Object.defineProperty(list, 'matches', { value: /max-width/.test(query) });
    return list;
  };
  return () => {
    window.matchMedia = desktop;
  };
}

const labelOf = (chip: HTMLElement) => chip.querySelector<HTMLElement>('.MuiChip-label')!;

describe('SkillChips', () => {
  it('lets a long skill wrap inside its chip, matched or missing, and the chips row wrap', () => {
    const { provider } = stubProvider();
    renderAi(<SkillChips match={{ matchedSkills: [LONG], missingSkills: ['Returns and Exchanges'] }} />, provider);
    const row = screen.getByTestId('skill-match');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    for (const chip of [screen.getByLabelText(`Has ${LONG}`), screen.getByLabelText('Missing Returns and Exchanges')]) {
      const style = getComputedStyle(chip);
      // a chip that fits keeps the small chip's height; one that wraps grows with its lines
      expect(style.height).toBe('auto');
      expect(style.minHeight).toBe('24px');
      expect(style.maxWidth).toBe('100%');
      expect(getComputedStyle(labelOf(chip)).whiteSpace).toBe('normal');
    }
    expect(labelOf(screen.getByLabelText(`Has ${LONG}`))).toHaveTextContent(LONG);
  });

  it('puts a long skill under the name on a phone, in a table box that cannot widen the page', async () => {
    const restore = pretendPhone();
    try {
      const { provider } = stubProvider({
        getRelevantCandidates: async () => [
          buildCandidate('s1', 'Priya Sharma', 0.82345, { matchedSkills: [LONG], missingSkills: ['ERP (SAP Business One)'] }),
        ],
      });
      const { user } = renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
      await user.click(screen.getByRole('button', { name: 'Show or hide the AI section' }));
      const table = await screen.findByRole('table', { name: 'Relevant Candidates' });
      await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(3));
      const name = within(table).getAllByRole('row')[1].querySelector('td')!;
      await user.click(within(name).getByRole('button', { name: '1 of 2 skills' }));
      const chip = within(name).getByLabelText(`Has ${LONG}`);
      expect(getComputedStyle(labelOf(chip)).whiteSpace).toBe('normal');
      // width 0 + minWidth 100%: the box takes its card's width and the table scrolls in it
      const box = table.parentElement!;
      expect(box).toHaveClass('MuiTableContainer-root');
      expect(getComputedStyle(box).width).toBe('0px');
      expect(getComputedStyle(box).minWidth).toBe('100%');
      expect(getComputedStyle(box).overflowX).toBe('auto');
    } finally {
      restore();
    }
  });
});
