/** DetailDateField: a day as dd/MM/yyyy in view mode and in the input, stored as YYYY-MM-DD. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { EditModeContext } from '../../../resources/shared/detail';
import { DetailDateField } from '../../../resources/shared/detail/DateField';
import { renderKit } from './kitHarness';

let values: () => Record<string, unknown> = () => ({});
function Values() {
  const form = useFormContext();
  values = () => form.getValues();
  return null;
}

function renderDate(editing: boolean, birthday: string | null = '1992-04-18') {
  return renderKit(
    <EditModeContext.Provider value={editing}>
      <Form record={{ id: 1, birthday }}>
        <DetailDateField source="birthday" label="Birthday" />
        <Values />
      </Form>
    </EditModeContext.Provider>,
  );
}

describe('DetailDateField', () => {
  it('shows the day as dd/MM/yyyy in view mode, not the stored ISO text', async () => {
    renderDate(false);
    expect(await screen.findByText('18/04/1992')).toBeInTheDocument();
    expect(screen.queryByText('1992-04-18')).not.toBeInTheDocument();
  });

  it('shows dd/MM/yyyy in the input and stores a typed day as YYYY-MM-DD', async () => {
    const { user } = renderDate(true);
    const input = await screen.findByRole('textbox', { name: 'Birthday' });
    expect(input).toHaveValue('18/04/1992');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(input);
    expect(values().birthday).toBeNull();
    await user.type(input, '05031990');
    expect(input).toHaveValue('05/03/1990');
    await waitFor(() => expect(values().birthday).toBe('1990-03-05'));
  });

  it("opens the browser's calendar from the button and takes the day picked there", async () => {
    const { user } = renderDate(true);
    const input = await screen.findByRole('textbox', { name: 'Birthday' });
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker).toHaveValue('1992-04-18');
    const showPicker = vi.fn();
    picker.showPicker = showPicker;
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    fireEvent.change(picker, { target: { value: '2001-07-09' } });
    expect(input).toHaveValue('09/07/2001');
    expect(values().birthday).toBe('2001-07-09');
  });

  it('says how to write the day when the text is no day, and stores nothing from it', async () => {
    const { user } = renderDate(true);
    const input = await screen.findByRole('textbox', { name: 'Birthday' });
    await user.clear(input);
    await user.type(input, '3102202');
    await user.tab();
    expect(await screen.findByText('Enter the date as dd/mm/yyyy.')).toBeInTheDocument();
    expect(values().birthday).toBeNull();
    await user.type(input, '6');
    expect(input).toHaveValue('31/02/2026');
    expect(values().birthday).toBeNull();
  });
});
