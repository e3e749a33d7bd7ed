import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../../contract/api/account';
import { addressOf } from '../../../api/call';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { dogNamesQuery } from '../api/dogsApi';
import { DogsSection } from './DogsSection';

function renderSection(names: string[]) {
  return renderWithApi(<DogsSection />, {
    known: (client) => client.setQueryData(dogNamesQuery().queryKey, { names }),
  });
}

const box = () => screen.getByLabelText("Your dogs' names");

describe("the account page's dogs", () => {
  it('When the customer keeps two dogs, then they are shown one a line', () => {
    renderSection(['Biscuit', 'Pepper']);
    expect(box()).toHaveValue('Biscuit\nPepper');
  });

  it('When names are typed with blank lines, then the names alone are saved and counted', async () => {
    api.post.mockResolvedValue({ names: ['Biscuit', 'Pepper', 'Moss'] });
    const { user } = renderSection([]);
    await user.type(box(), 'Biscuit{Enter}{Enter}  Pepper {Enter}Moss');
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(accountApi.keepDogs), {
      names: ['Biscuit', 'Pepper', 'Moss'],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: 3 dogs.');
  });

  it('When a name is too long, then it says which, and nothing is sent', async () => {
    const { user } = renderSection([]);
    await user.type(box(), 'A'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(box()).toHaveAccessibleDescription(/^Keep each name under 40 characters/);
    expect(box()).toBeInvalid();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When the server refuses, then its words are shown', async () => {
    api.post.mockRejectedValue(refusal('request/invalid'));
    const { user } = renderSection(['Biscuit']);
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the details sent are not valid.',
    );
  });
});
