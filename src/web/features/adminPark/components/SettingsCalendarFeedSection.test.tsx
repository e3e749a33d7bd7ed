import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { calendarFeedQuery } from '../api/calendarFeedApi';
import { SettingsCalendarFeedSection } from './SettingsCalendarFeedSection';

const OLD = 'https://paddock.example/calendar/old.ics';
const NEW = 'https://paddock.example/calendar/new.ics';

function renderSection(url: string | null) {
  return renderWithApi(<SettingsCalendarFeedSection />, {
    known: (client) => client.setQueryData(calendarFeedQuery().queryKey, { url }),
  });
}

describe('the Calendar feed section of the Settings tab', () => {
  it('When there is no address yet, then one click makes it and shows it', async () => {
    api.post.mockResolvedValue({ url: NEW });
    const { user } = renderSection(null);
    expect(screen.getByText('There is no feed address yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make an address' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.newCalendarFeed), {});
    expect(await screen.findByLabelText('Feed address')).toHaveValue(NEW);
    expect(screen.getByRole('status')).toHaveTextContent('The address is ready.');
  });

  it('When there is an address, then a new one is made only once the owner says so', async () => {
    api.post.mockResolvedValue({ url: NEW });
    const { user } = renderSection(OLD);
    expect(screen.getByLabelText('Feed address')).toHaveValue(OLD);

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('will stop getting bookings');
    await user.click(screen.getByRole('button', { name: 'Keep this address' }));
    expect(api.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));

    expect(api.post).toHaveBeenCalledTimes(1);
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('the one before it no longer works');
  });
});
