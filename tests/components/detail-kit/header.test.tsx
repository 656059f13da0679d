/** DetailHeader: the menu slot (kept on the title's line on a phone) beside the actions, and the older actions-only use. */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CopyIdButton, DetailHeader, MoreActionsMenu } from '../../../resources/shared/detail';
import { DetailContext, type DetailContextValue } from '../../../resources/shared/detail/context';
import { renderKit } from './kitHarness';

const noop = () => {};
const items = [{ label: 'Refresh', onClick: noop }];

function Detail({ editing = false, children }: { editing?: boolean; children: ReactNode }) {
  const value: DetailContextValue = {
    resource: 'companies',
    id: 'c1',
    record: { id: 'c1' },
    editing,
    saving: false,
    startEdit: noop,
    exitEdit: noop,
    refresh: noop,
  };
  return <DetailContext.Provider value={value}>{children}</DetailContext.Provider>;
}

const buttons = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('DetailHeader', () => {
  it('puts the menu last, in its own slot beside the title, not in the actions group (Save, Copy ID, then More actions)', async () => {
    renderKit(
      <Detail editing>
        <DetailHeader title="Aurora Gems" actions={<CopyIdButton id="c1" />} menu={<MoreActionsMenu items={items} />} />
      </Detail>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' });
    expect(buttons()).toEqual(['Save', 'Copy ID', 'More actions']);
    const header = title.parentElement!.parentElement!.parentElement!;
    const slots = [...header.children];
    // title group, actions group (Save and Copy ID), menu slot: three children of the header
    expect(slots).toHaveLength(3);
    expect(within(slots[0] as HTMLElement).getByRole('heading', { level: 1 })).toBe(title);
    expect(within(slots[1] as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Save', 'Copy ID']);
    expect(within(slots[2] as HTMLElement).getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'More actions' })]);
  });

  it('renders no empty actions group when there are no actions and no Save', async () => {
    renderKit(
      <Detail>
        <DetailHeader title="Stone Setter" menu={<MoreActionsMenu items={items} />} />
      </Detail>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Stone Setter' });
    const header = title.parentElement!.parentElement!.parentElement!;
    expect(header.children).toHaveLength(2);
    expect(buttons()).toEqual(['More actions']);
  });

  it('still takes the menu inside actions, as before the menu slot existed', async () => {
    renderKit(
      <Detail editing>
        <DetailHeader
          title="Aurora Gems"
          actions={
            <>
              <CopyIdButton id="c1" />
              <MoreActionsMenu items={items} />
            </>
          }
        />
      </Detail>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' });
    expect(buttons()).toEqual(['Save', 'Copy ID', 'More actions']);
  });
});
