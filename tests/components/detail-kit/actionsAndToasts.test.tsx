/** The standard actions (Edit unavailable when disabled) and the status toasts. */
import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DetailPage, MoreActionsMenu, useStandardActions, useStatusToast } from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

function Actions({ editDisabled }: { editDisabled: boolean }) {
  const items = useStandardActions({ name: 'Job', onDelete: () => {}, editDisabled });
  return <MoreActionsMenu items={items} />;
}

function Toasts() {
  const toast = useStatusToast();
  return (
    <>
      <button type="button" onClick={() => toast('Job created', true)}>ok</button>
      <button type="button" onClick={() => toast('Job update', false)}>bad</button>
    </>
  );
}

const dp = { getOne: vi.fn(async () => ({ data: { id: 'j1', title: 'Gold Smith' } })) } as unknown as DataProvider;

describe('standard actions', () => {
  it('Edit Job is disabled when editing is unavailable (external jobs)', async () => {
    const { user } = renderKit(
      <DetailPage>
        <Actions editDisabled />
      </DetailPage>,
      { dataProvider: dp, path: '/jobs/j1', routePath: '/jobs/:id', resource: 'jobs' },
    );
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Job' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Refresh' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: 'Delete Job' })).toBeInTheDocument();
  });
});

describe('status toasts', () => {
  it("reads '<message> success' and '<message> failed'", async () => {
    const { user } = renderKit(<Toasts />);
    await user.click(await screen.findByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Job created success')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'bad' }));
    expect(await screen.findByText('Job update failed')).toBeInTheDocument();
  });
});
