import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { formStyles } from '../../../components/Field';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { EmailToolsTab } from './EmailToolsTab';

const tool = (name: string) => screen.getByRole('region', { name });

describe('the e-mail tools', () => {
  it('When a customer is not found, then "No user found" is an error, not a success', async () => {
    api.post.mockResolvedValue({ result: 'No user found' });
    const { user } = renderWithApi(<EmailToolsTab />);
    const latest = tool('Send the latest invoice');
    await user.type(within(latest).getByLabelText('Customer email'), 'nobody@example.com');
    await user.click(within(latest).getByRole('button', { name: 'Send latest invoice' }));

    const said = await within(latest).findByRole('alert');
    expect(said).toHaveTextContent('No user found');
    expect(said).toHaveClass(formStyles.error as string);
    expect(within(latest).queryByRole('status')).not.toBeInTheDocument();
  });

  it('When a booking is not found, then "No booking found" is an error too', async () => {
    api.post.mockResolvedValue({ result: 'No booking found' });
    const { user } = renderWithApi(<EmailToolsTab />);
    const invoice = tool('Send an invoice');
    await user.type(within(invoice).getByLabelText('Booking number'), '999999');
    await user.click(within(invoice).getByRole('button', { name: 'Send invoice' }));
    expect(await within(invoice).findByRole('alert')).toHaveTextContent('No booking found');
  });

  it('When the message went, then "Sent" is a success, not an error', async () => {
    api.post.mockResolvedValue({ result: 'Sent' });
    const { user } = renderWithApi(<EmailToolsTab />);
    const confirmation = tool('Resend the booking confirmation');
    await user.type(within(confirmation).getByLabelText('Email address'), 'ann@example.com');
    await user.click(within(confirmation).getByRole('button', { name: 'Resend confirmation' }));

    const said = await within(confirmation).findByRole('status');
    expect(said).toHaveTextContent('Sent');
    expect(said).toHaveClass(formStyles.success as string);
    expect(within(confirmation).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the discount code is used up, then the refusal says so as an error', async () => {
    api.post.mockRejectedValue(refusal('admin/discount-used-up'));
    const { user } = renderWithApi(<EmailToolsTab />);
    const discount = tool('Send a discount');
    await user.type(within(discount).getByLabelText('Send to'), 'ann@example.com');
    await user.type(within(discount).getByLabelText('Discount code'), 'SPRING10');
    await user.type(within(discount).getByLabelText('Message'), 'Ten per cent off.');
    await user.click(within(discount).getByRole('button', { name: 'Send discount email' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.sendDiscount), {
      email: 'ann@example.com',
      code: 'SPRING10',
      message: 'Ten per cent off.',
    });
    const said = await within(discount).findByRole('alert');
    expect(said).toHaveTextContent('That discount is used up.');
    expect(said).toHaveClass(formStyles.error as string);
  });
});
