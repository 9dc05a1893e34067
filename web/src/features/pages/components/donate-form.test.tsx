import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { DONATION_THANKS, DonateForm } from './donate-form';

afterEach(cleanup);

const tier = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkedTiers = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).filter((radio) => radio.checked).map((radio) => radio.value);

describe('donate tiles', () => {
  it('lets exactly one tile be chosen and thanks the donor without any payment', async () => {
    const user = userEvent.setup();
    render(<DonateForm />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /\$5.*keeps servers running/i })).toBeTruthy();

    await user.click(tier(/\$20/));
    expect(checkedTiers()).toEqual(['20']);
    await user.click(tier(/\$5/));
    expect(checkedTiers()).toEqual(['5']);

    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByRole('status').textContent).toBe(DONATION_THANKS);
  });

  it('asks for an amount when Custom is chosen', async () => {
    const user = userEvent.setup();
    render(<DonateForm />);
    expect(screen.queryByLabelText('Custom amount (USD)')).toBeNull();
    await user.click(tier(/custom/i));
    expect(checkedTiers()).toEqual(['custom']);

    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount of $1 or more.');
    expect(screen.getByRole('status').textContent).toBe('');

    await user.type(screen.getByLabelText('Custom amount (USD)'), '15');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByRole('status').textContent).toBe(DONATION_THANKS);
  });
});
