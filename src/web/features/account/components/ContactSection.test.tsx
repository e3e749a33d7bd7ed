import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../../contract/api/account';
import type { AccountContact } from '../../../../contract/contact';
import { NOT_A_MOBILE } from '../../../../domain/contact';
import { addressOf } from '../../../api/call';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { contactQuery } from '../api/contactApi';
import { ContactSection } from './ContactSection';

function renderSection(contact: AccountContact) {
  return renderWithApi(<ContactSection />, {
    known: (client) => client.setQueryData(contactQuery().queryKey, contact),
  });
}

const nameBox = () => screen.getByLabelText('Your name');
const mobileBox = () => screen.getByLabelText('Mobile number');
const saveButton = () => screen.getByRole('button', { name: 'Save name and mobile' });

describe("the account page's name and mobile", () => {
  it('When the account keeps a name and mobile, then both are shown, the mobile saying why the park wants it', () => {
    renderSection({ name: 'Sam Jones', mobile: '07700 900123', mobileAsk: 'optional' });
    expect(screen.getByRole('region', { name: 'Your name and mobile' })).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Sam Jones');
    expect(mobileBox()).toHaveValue('07700 900123');
    expect(mobileBox()).toHaveAccessibleDescription(
      'Optional, so the park can reach you on the day.',
    );
  });

  it('When the park requires a mobile, then the hint says it is needed to book', () => {
    renderSection({ name: null, mobile: null, mobileAsk: 'required' });
    expect(nameBox()).toHaveValue('');
    expect(mobileBox()).toHaveAccessibleDescription(
      'Needed to book, so the park can reach you on the day.',
    );
  });

  it('When the customer changes both and saves, then they are sent and it says so', async () => {
    api.post.mockResolvedValue({ name: 'Sam J', mobile: '+44 7700 900123', mobileAsk: 'optional' });
    const { user } = renderSection({ name: 'Sam', mobile: null, mobileAsk: 'optional' });
    await user.clear(nameBox());
    await user.type(nameBox(), 'Sam J');
    await user.type(mobileBox(), '+44 7700 900123');
    await user.click(saveButton());
    expect(api.post).toHaveBeenCalledWith(addressOf(accountApi.saveContact), {
      name: 'Sam J',
      mobile: '+44 7700 900123',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: your name and mobile.');
  });

  it('When the name is empty and the mobile is no number, then each box says why, and nothing is sent', async () => {
    const { user } = renderSection({ name: 'Sam', mobile: null, mobileAsk: 'optional' });
    await user.clear(nameBox());
    await user.type(mobileBox(), 'call me');
    await user.click(saveButton());
    expect(nameBox()).toHaveAccessibleDescription('Give your name.');
    expect(nameBox()).toBeInvalid();
    // The error is read first, then the reason the box is there.
    expect(mobileBox()).toHaveAccessibleDescription(
      `${NOT_A_MOBILE} Optional, so the park can reach you on the day.`,
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When the server refuses a box, then its words are shown beside it', async () => {
    api.post.mockRejectedValue(refusal('account/invalid-mobile', { mobile: 'Not that one.' }));
    const { user } = renderSection({ name: 'Sam', mobile: null, mobileAsk: 'off' });
    await user.type(mobileBox(), '07700 900123');
    await user.click(saveButton());
    expect(await screen.findByText('Not that one.')).toBeVisible();
    expect(mobileBox()).toBeInvalid();
  });

  it('When saving fails for another reason, then the words are shown under the form', async () => {
    api.post.mockRejectedValue(refusal('internal'));
    const { user } = renderSection({ name: 'Sam', mobile: null, mobileAsk: 'optional' });
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });
});
