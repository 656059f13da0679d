/**
 * DetailHeader: the menu slot (kept on the title's line on a phone) beside the actions, the older
 * actions-only use, Save and Exit Edit pinned under the app bar while editing, and the initials
 * that stand in for a missing logo.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CopyIdButton, DetailHeader, MoreActionsMenu } from '../../../resources/shared/detail';
import { DetailContext, type DetailContextValue } from '../../../resources/shared/detail/context';
import { renderKit } from './kitHarness';

const noop = () => {};
const items = [{ label: 'Refresh', onClick: noop }];

function Detail({ editing = false, exitEdit = noop, children }: { editing?: boolean; exitEdit?: () => void; children: ReactNode }) {
  const value: DetailContextValue = {
    resource: 'companies',
    id: 'c1',
    record: { id: 'c1' },
    editing,
    saving: false,
    startEdit: noop,
    exitEdit,
    refresh: noop,
  };
  return <DetailContext.Provider value={value}>{children}</DetailContext.Provider>;
}

const buttons = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('DetailHeader', () => {
  it('puts the menu last, in its own slot beside the title, not in the actions group (Save, Exit Edit, Copy ID, then More actions)', async () => {
    renderKit(
      <Detail editing>
        <DetailHeader title="Aurora Gems" actions={<CopyIdButton id="c1" />} menu={<MoreActionsMenu items={items} />} />
      </Detail>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' });
    expect(buttons()).toEqual(['Save', 'Exit Edit', 'Copy ID', 'More actions']);
    const header = title.parentElement!.parentElement!.parentElement!;
    const slots = [...header.children];
    // title group, actions group (Save and Copy ID), menu slot: three children of the header
    expect(slots).toHaveLength(3);
    expect(within(slots[0] as HTMLElement).getByRole('heading', { level: 1 })).toBe(title);
    expect(within(slots[1] as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Save', 'Exit Edit', 'Copy ID']);
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
    expect(buttons()).toEqual(['Save', 'Exit Edit', 'Copy ID', 'More actions']);
  });

  it('stays pinned under the app bar while editing, with Save and Exit Edit one click away; scrolls with the page otherwise', async () => {
    const exitEdit = vi.fn();
    const { unmount, user } = renderKit(
      <Detail editing exitEdit={exitEdit}>
        <DetailHeader title="Aurora Gems" menu={<MoreActionsMenu items={items} />} />
      </Detail>,
    );
    const editingHeader = headerOf(await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' }));
    const pinned = getComputedStyle(editingHeader);
    expect(pinned.position).toBe('sticky');
    expect(pinned.top).toBe('48px');
    expect(pinned.backgroundColor).not.toBe('');
    expect(within(editingHeader).getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    await user.click(within(editingHeader).getByRole('button', { name: 'Exit Edit' }));
    expect(exitEdit).toHaveBeenCalledTimes(1);
    unmount();

    renderKit(
      <Detail>
        <DetailHeader title="Aurora Gems" menu={<MoreActionsMenu items={items} />} />
      </Detail>,
    );
    const viewHeader = headerOf(await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' }));
    expect(getComputedStyle(viewHeader).position).not.toBe('sticky');
    expect(screen.queryByRole('button', { name: 'Exit Edit' })).not.toBeInTheDocument();
  });

  it("shows the initials of avatarInitialsOf (a job's company) without an image, skipping signs such as '&'", async () => {
    renderKit(
      <Detail>
        <DetailHeader title="Inventory Controller" avatarInitialsOf="Qureshi & Sons Fine Jewellery" />
      </Detail>,
    );
    const header = headerOf(await screen.findByRole('heading', { level: 1, name: 'Inventory Controller' }));
    expect(header.querySelector('.MuiAvatar-root')).toHaveTextContent(/^QS$/);
  });

  it("falls back to the title's initials", async () => {
    renderKit(
      <Detail>
        <DetailHeader title="Aurora Gems" />
      </Detail>,
    );
    const header = headerOf(await screen.findByRole('heading', { level: 1, name: 'Aurora Gems' }));
    expect(header.querySelector('.MuiAvatar-root')).toHaveTextContent(/^AG$/);
  });
});

/** The header's outer box: heading → its box → the title row → the header. */
const headerOf = (title: HTMLElement) => title.parentElement!.parentElement!.parentElement!;
