import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../../../contract/bookings';
import { sessionQuery } from '../../../api/session';
import { api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { puppyPaddock, topField } from '../../../testing/testPark';
import { PaySuccessPage } from './PaySuccessPage';
import { LOCK_CODE_TO_COME } from './VisitDetails';

const lockedPuppy = {
  ...puppyPaddock,
  access: { ...puppyPaddock.access, kind: 'lock' as const },
};

const paid: BookingView = {
  id: 51,
  status: 'complete',
  fieldName: 'Puppy paddock',
  fieldId: lockedPuppy.id,
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  dogs: '1-4',
  listPricePence: 900,
  pricePence: 900,
  discountPercent: null,
  gateCode: null,
  checkoutUrl: null,
  holdExpiresAt: null,
  email: 'ann@example.com',
  series: null,
};

function renderPage() {
  return renderWithApi(
    <Routes>
      <Route path="/pay-success/:booking" element={<PaySuccessPage />} />
    </Routes>,
    {
      at: '/pay-success/51',
      park: { fields: [topField, lockedPuppy] },
      known: (client) =>
        client.setQueryData(sessionQuery().queryKey, {
          user: { id: 'u1', email: 'ann@example.com' },
          paid: true,
          admin: false,
          superAdmin: false,
          twoFactor: false,
        }),
    },
  );
}

describe('the page after payment, on a field opened by a lock', () => {
  it('When the booking is paid before the lock has given its code, then the page says the code is on its way, asks again, and shows it', async () => {
    api.post.mockResolvedValueOnce(paid).mockResolvedValue({ ...paid, gateCode: '#4821#' });
    renderPage();
    expect(await screen.findByText(LOCK_CODE_TO_COME)).toBeInTheDocument();
    expect(await screen.findByText('#4821#', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(LOCK_CODE_TO_COME)).toBeNull();
  });
});
