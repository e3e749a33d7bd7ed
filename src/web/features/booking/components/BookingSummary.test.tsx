import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../../../contract/api/bookings';
import type { CreateBookingRequest, DiscountCheckResponse } from '../../../../contract/bookings';
import type { AccountContact } from '../../../../contract/contact';
import type { PublicPark } from '../../../../contract/park';
import type { MyPass } from '../../../../contract/passes';
import type { CreateSeriesRequest, SeriesPreview } from '../../../../contract/series';
import type { RulesStanding } from '../../../../domain/bookingConsent';
import { addressOf } from '../../../api/call';
import { api, never, offline, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { BookingSummary } from './BookingSummary';
import type { BookingDraft } from './useBookNow';
import { usePaymentChoice } from './usePassChoice';

const CHOSEN: BookingDraft = {
  day: '2025-06-12',
  slot: '14:00',
  minutes: 30,
  dogs: '1-4',
  dogCount: 2,
  repeatWeeks: null,
  passId: null,
};

/** A customer who has booked before: their name kept, no mobile, the park's mobile optional. */
const NAMED: AccountContact = { name: 'Sam', mobile: null, mobileAsk: 'optional' };

/**
 * The summary beside a slot that forgets itself when the page is told it was taken, for a
 * customer with the given standing with the site rules (version 3 in force).
 */
function Summary({
  draft,
  standing,
  passes = [],
  contact = NAMED,
}: {
  draft: BookingDraft;
  standing: RulesStanding;
  passes?: MyPass[];
  contact?: AccountContact;
}) {
  const [slot, setSlot] = useState(draft.slot);
  const payment = usePaymentChoice(passes);
  const [ticked, setTicked] = useState(false);
  const rules = {
    context: {
      rules: { version: 3, standing },
      dogNames: [],
      passes: [],
      contact,
    },
    loading: false,
    ticked,
    onTicked: setTicked,
    onChanged: () => setTicked(false),
  };
  return (
    <BookingSummary
      draft={{ ...draft, slot, repeatWeeks: payment.repeatWeeks, passId: payment.passId }}
      rules={rules}
      passes={passes}
      onPass={payment.choosePass}
      onRepeatWeeks={payment.chooseRepeatWeeks}
      onSlotTaken={() => setSlot(null)}
    />
  );
}

function renderSummary(
  draft: BookingDraft,
  park: Partial<PublicPark> = {},
  standing: RulesStanding = 'accepted',
  passes: MyPass[] = [],
  contact: AccountContact = NAMED,
) {
  return renderWithApi(
    <Summary draft={draft} standing={standing} passes={passes} contact={contact} />,
    { park },
  );
}

const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const book = addressOf(bookingsApi.book);
const shown = (term: string) => screen.getByText(term).nextElementSibling;

describe('the booking summary', () => {
  it('When nothing is chosen yet, then it shows dashes and Book Now cannot be pressed', () => {
    renderSummary({
      day: null,
      slot: null,
      minutes: 30,
      dogs: '1-4',
      dogCount: 1,
      repeatWeeks: null,
      passId: null,
    });
    expect(shown('Day')).toHaveTextContent('—');
    expect(shown('Slot')).toHaveTextContent('—');
    expect(shown('Duration')).toHaveTextContent('30 minutes');
    expect(shown('Price')).toHaveTextContent('£6.50');
    expect(bookNow()).toBeDisabled();
    expect(bookNow()).toHaveAccessibleDescription('Choose a day and a time');
    expect(screen.getByText('Choose a day and a time')).toBeVisible();
  });

  it('When a day is chosen but no slot, then Book Now still cannot be pressed, and says why', () => {
    renderSummary({ ...CHOSEN, slot: null });
    expect(shown('Day')).toHaveTextContent('12th of June 2025');
    expect(bookNow()).toBeDisabled();
    expect(bookNow()).toHaveAccessibleDescription('Choose a time');
  });

  it('When a day and a slot are chosen, then it shows them at the price of that length and group', () => {
    renderSummary({ ...CHOSEN, minutes: 60, dogs: '5-6', dogCount: 5 });
    expect(shown('Day')).toHaveTextContent('12th of June 2025');
    expect(shown('Slot')).toHaveTextContent('14:00');
    expect(shown('Duration')).toHaveTextContent('1 hour');
    expect(shown('Dogs')).toHaveTextContent('5 dogs');
    expect(shown('Price')).toHaveTextContent('£15.00');
    expect(bookNow()).toBeEnabled();
    expect(bookNow()).not.toHaveAccessibleDescription();
    // The one line beside Book Now at the foot of a phone's screen: the choice, then its price.
    expect(screen.getByText('Thu 12 Jun, 14:00–15:00 · 5 dogs')).toBeInTheDocument();
    expect(screen.getAllByText('£15.00')).toHaveLength(2);
  });

  it('When Book Now is pressed, then it holds that slot and waits, busy, for the checkout', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSummary(CHOSEN);
    await user.click(bookNow());
    expect(bookNow()).toBeDisabled();
    expect(bookNow()).toHaveAttribute('aria-busy', 'true');
    expect(api.post).toHaveBeenCalledWith(book, {
      date: '2025-06-12',
      time: '14:00',
      minutes: 30,
      dogs: '1-4',
      dogCount: 2,
      discountCode: null,
      rulesVersion: null,
    } satisfies CreateBookingRequest);
  });

  it('When someone else took the slot first, then it says so in red and forgets the slot', async () => {
    api.post.mockRejectedValue(refusal('booking/slot-taken'));
    const { user } = renderSummary(CHOSEN);
    await user.click(bookNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Apologies this time slot is already booked.',
    );
    expect(shown('Slot')).toHaveTextContent('—');
    expect(bookNow()).toBeDisabled();
  });

  it('When the unpaid-hold allowance is used up, then it says so and links to My bookings', async () => {
    api.post.mockRejectedValue(refusal('booking/hold-limit'));
    const { user } = renderSummary(CHOSEN);
    await user.click(bookNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a booking waiting for payment.',
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('When the booking fails for any other reason, then it asks to try again', async () => {
    api.post.mockRejectedValue(offline());
    const { user } = renderSummary(CHOSEN);
    await user.click(bookNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while booking. Please try again.',
    );
    expect(screen.queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
  });

  it('When a discount code is applied, then the price drops and the box says so', async () => {
    api.get.mockResolvedValue({ code: 'SPRING10', percent: 10 } satisfies DiscountCheckResponse);
    const { user } = renderSummary({ ...CHOSEN, minutes: 60, dogs: '5-6' });
    await user.type(screen.getByLabelText('Discount code'), 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply Discount' }));
    expect(await screen.findByText('Discount SPRING10 applied: 10% off.')).toBeInTheDocument();
    expect(shown('Price')).toHaveTextContent('£13.50 (Discount applied)');
    expect(screen.queryByRole('button', { name: 'Apply Discount' })).not.toBeInTheDocument();
    expect(screen.getByText('£13.50 with 10% off')).toBeInTheDocument();
  });

  it('When an applied discount is removed, then the full price is back and the box waits for another code', async () => {
    api.get.mockResolvedValue({ code: 'SPRING10', percent: 10 } satisfies DiscountCheckResponse);
    const { user } = renderSummary({ ...CHOSEN, minutes: 60, dogs: '5-6' });
    await user.type(screen.getByLabelText('Discount code'), 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply Discount' }));
    // The Apply button is gone: the focus is on what took its place.
    expect(await screen.findByRole('button', { name: 'Remove discount' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove discount' }));
    expect(shown('Price')).toHaveTextContent(/^£15\.00$/);
    expect(screen.queryByText(/applied: 10% off/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveFocus();
    expect(screen.getByLabelText('Discount code')).toHaveValue('');

    api.post.mockReturnValue(never());
    await user.click(bookNow());
    expect(api.post).toHaveBeenCalledWith(book, expect.objectContaining({ discountCode: null }));
  });

  it('When a discount code is refused, then the box says it is invalid and the price stays', async () => {
    api.get.mockRejectedValue(refusal('booking/invalid-discount'));
    const { user } = renderSummary(CHOSEN);
    await user.type(screen.getByLabelText('Discount code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply Discount' }));
    // Said beside the box, in the seed's words, the box taking the focus so it is read out.
    const box = screen.getByLabelText('Discount code');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Invalid discount code.'));
    expect(box).toHaveFocus();
    expect(box).toBeInvalid();
    expect(shown('Price')).toHaveTextContent('£6.50');
  });

  it('When discounts are switched off, then there is no discount box', () => {
    renderSummary(CHOSEN, { flags: { discountsEnabled: false, first50EventActive: false } });
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
  });

  const sheet = () => screen.getByRole('dialog', { name: 'Before you book' });
  const rulesTick = () => screen.getByRole('checkbox', { name: /I have read the site rules/ });

  it('When the customer has agreed to the rules in force, then Book Now books at once, with no sheet', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSummary(CHOSEN);
    await user.click(bookNow());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(book, expect.objectContaining({ rulesVersion: null }));
  });

  it('When the customer has never agreed to the site rules, then Book Now opens a sheet that asks for the tick, beside it, and sends the version ticked', async () => {
    const { user } = renderSummary(CHOSEN, {}, 'first-time');
    expect(bookNow()).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /site rules/ })).not.toBeInTheDocument();

    await user.click(bookNow());
    expect(within(sheet()).getByText('Thu 12 Jun, 14:00–14:30 · 2 dogs · £6.50')).toBeVisible();
    expect(within(sheet()).getByRole('link', { name: 'site rules' })).toHaveAttribute(
      'href',
      '/site-rules',
    );
    expect(within(sheet()).queryByText(/have changed/)).not.toBeInTheDocument();

    // Going on without the tick says why beside the box, and books nothing.
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(rulesTick()).toHaveAccessibleDescription('Tick the box to agree to the site rules');
    expect(rulesTick()).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();

    await user.click(rulesTick());
    api.post.mockReturnValue(never());
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(book, expect.objectContaining({ rulesVersion: 3 }));
  });

  it('When the rules changed after the customer last agreed, then the sheet says so and asks again', async () => {
    const { user } = renderSummary(CHOSEN, {}, 'changed');
    await user.click(bookNow());
    expect(
      within(sheet()).getByText('The site rules have changed since your last booking.'),
    ).toBeVisible();
    expect(rulesTick()).not.toBeChecked();
  });

  it('When the sheet is closed with "Not now", then nothing is booked and Book Now opens it again', async () => {
    const { user } = renderSummary(CHOSEN, {}, 'first-time');
    await user.click(bookNow());
    await user.click(within(sheet()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await user.click(bookNow());
    expect(sheet()).toBeVisible();
  });

  it('When a first booking has no name yet, then the sheet asks for it and a mobile, says every problem beside its box at once, and sends what was typed', async () => {
    const { user } = renderSummary(CHOSEN, {}, 'first-time', [], {
      name: null,
      mobile: null,
      mobileAsk: 'optional',
    });
    await user.click(bookNow());
    const name = within(sheet()).getByLabelText('Your name');
    const mobile = within(sheet()).getByLabelText('Mobile number');
    expect(mobile).toHaveAccessibleDescription('Optional, so the park can reach you on the day.');

    await user.type(mobile, 'call me');
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(name).toHaveAccessibleDescription('Give your name.');
    expect(name).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription(/^That is not a phone number/);
    expect(rulesTick()).toHaveAccessibleDescription('Tick the box to agree to the site rules');
    expect(api.post).not.toHaveBeenCalled();

    await user.type(name, 'Sam Walker');
    await user.clear(mobile);
    await user.type(mobile, '07700 900123');
    await user.click(rulesTick());
    api.post.mockReturnValue(never());
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(api.post).toHaveBeenCalledWith(
      book,
      expect.objectContaining({
        rulesVersion: 3,
        contact: { name: 'Sam Walker', mobile: '07700 900123' },
      }),
    );
  });

  it('When the park requires a mobile the account lacks, then only the mobile is asked, and the name kept goes with it', async () => {
    const { user } = renderSummary(CHOSEN, {}, 'accepted', [], {
      name: 'Sam',
      mobile: null,
      mobileAsk: 'required',
    });
    await user.click(bookNow());
    expect(within(sheet()).queryByLabelText('Your name')).not.toBeInTheDocument();
    const mobile = within(sheet()).getByLabelText('Mobile number');
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(mobile).toHaveAccessibleDescription(
      'Give a mobile number, so the park can reach you on the day. Needed to book, so the park can reach you on the day.',
    );
    await user.type(mobile, '+44 7700 900123');
    api.post.mockReturnValue(never());
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(api.post).toHaveBeenCalledWith(
      book,
      expect.objectContaining({ contact: { name: 'Sam', mobile: '+44 7700 900123' } }),
    );
  });

  it('When the rules change while the page is open, then the refusal is said and the tick is asked afresh', async () => {
    api.post.mockRejectedValue(refusal('booking/rules-changed'));
    const { user } = renderSummary(CHOSEN, {}, 'first-time');
    await user.click(bookNow());
    await user.click(rulesTick());
    await user.click(within(sheet()).getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The site rules have changed since you opened this page.',
    );
    await user.click(bookNow());
    expect(rulesTick()).not.toBeChecked();
  });

  describe('repeat weekly', () => {
    const FOUR_WEEKS: SeriesPreview = {
      weeks: [
        { date: '2025-06-12', free: true, why: null },
        { date: '2025-06-19', free: true, why: null },
        { date: '2025-06-26', free: false, why: 'Already booked' },
        { date: '2025-07-03', free: true, why: null },
      ],
      pricePence: 650,
      totalPence: 1950,
    };

    it('When it is ticked, then each of the four weeks is listed, the taken one left out, and the price is for the free three', async () => {
      api.get.mockResolvedValue(FOUR_WEEKS);
      const { user } = renderSummary(CHOSEN);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
      expect(screen.getByLabelText('For how many weeks')).toHaveValue('4');
      const weeks = await screen.findByRole('list', { name: 'Weeks' });
      expect(
        within(weeks)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Thu 12 JunFree',
        'Thu 19 JunFree',
        'Thu 26 JunAlready booked: left out',
        'Thu 3 JulFree',
      ]);
      expect(
        screen.getByText('One week is left out: you pay only for the free ones.'),
      ).toBeVisible();
      expect(shown('Price')).toHaveTextContent('3 weeks × £6.50 = £19.50');
      expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
      expect(api.get).toHaveBeenCalledWith(
        addressOf(bookingsApi.seriesPreview, {
          query: { date: '2025-06-12', time: '14:00', minutes: 30, dogs: '1-4', weeks: 4 },
        }),
      );
    });

    it('When Book Now is pressed, then the free weeks are held together', async () => {
      api.get.mockResolvedValue(FOUR_WEEKS);
      api.post.mockReturnValue(never());
      const { user } = renderSummary(CHOSEN);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
      await screen.findByRole('list', { name: 'Weeks' });
      await user.click(bookNow());
      expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.bookSeries), {
        date: '2025-06-12',
        time: '14:00',
        minutes: 30,
        dogs: '1-4',
        dogCount: 2,
        rulesVersion: null,
        weeks: 4,
        dates: ['2025-06-12', '2025-06-19', '2025-07-03'],
      } satisfies CreateSeriesRequest);
    });

    it('When only one week is free, then Book Now says to book it on its own', async () => {
      api.get.mockResolvedValue({
        ...FOUR_WEEKS,
        weeks: FOUR_WEEKS.weeks.map((week, index) =>
          index === 0 ? week : { ...week, free: false, why: 'Already booked' },
        ),
        totalPence: 650,
      });
      const { user } = renderSummary(CHOSEN);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
      await screen.findByRole('list', { name: 'Weeks' });
      expect(bookNow()).toBeDisabled();
      expect(bookNow()).toHaveAccessibleDescription(
        'Only one of those weeks is free: book it on its own',
      );
    });

    it('When a week was taken meanwhile, then the refusal names it and the weeks are asked for again', async () => {
      api.get.mockResolvedValue(FOUR_WEEKS);
      api.post.mockRejectedValue(refusal('series/weeks-changed'));
      const { user } = renderSummary(CHOSEN);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
      await screen.findByRole('list', { name: 'Weeks' });
      const asked = api.get.mock.calls.length;
      await user.click(bookNow());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Some of those weeks were booked by someone else a moment ago.',
      );
      expect(api.get.mock.calls.length).toBeGreaterThan(asked);
    });
  });

  describe('paying with a pass', () => {
    const TEN_HALF_HOURS: MyPass = {
      id: 7,
      name: 'Ten half hours',
      sessions: 10,
      minutes: 30,
      dogs: '1-4',
      fieldIds: [1],
      pricePence: 5000,
      status: 'active',
      sessionsLeft: 8,
      validUntil: '2025-11-30',
      checkoutUrl: null,
    };

    it('When the customer has no pass for the choice, then the page asks nothing about paying', () => {
      renderSummary(CHOSEN);
      expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
    });

    it('When a pass covers the choice, then it pays by default and the bar says how many sessions it has; the card is the other choice', async () => {
      api.post.mockReturnValue(never());
      const { user } = renderSummary(CHOSEN, {}, 'accepted', [TEN_HALF_HOURS]);
      const payWith = screen.getByRole('group', { name: 'Pay with' });
      expect(
        within(payWith).getByRole('radio', { name: 'Ten half hours: 8 sessions left' }),
      ).toBeChecked();
      expect(
        within(payWith)
          .getAllByRole('radio')
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual(['Ten half hours: 8 sessions left', 'Card (£6.50)']);
      expect(shown('Price')).toHaveTextContent('Uses 1 of your 8 sessions');
      // The bar beside Book Now says so too.
      expect(screen.getAllByText('Uses 1 of your 8 sessions')).toHaveLength(2);
      expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
      await user.click(bookNow());
      expect(api.post).toHaveBeenCalledWith(
        book,
        expect.objectContaining({ passId: 7, date: '2025-06-12', time: '14:00' }),
      );
      expect(api.post.mock.calls[0]?.[1]).not.toHaveProperty('discountCode');
    });

    it('When the card is chosen instead, then the card pays with a discount box; repeating weekly pays by card too', async () => {
      const { user } = renderSummary(CHOSEN, {}, 'accepted', [TEN_HALF_HOURS]);
      await user.click(screen.getByRole('radio', { name: 'Card (£6.50)' }));
      expect(shown('Price')).toHaveTextContent('£6.50');
      expect(screen.getByLabelText('Discount code')).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Ten half hours: 8 sessions left' }));
      api.get.mockReturnValue(never());
      await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
      expect(screen.getByRole('radio', { name: 'Card (£6.50)' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Ten half hours: 8 sessions left' }));
      expect(screen.getByRole('checkbox', { name: 'Repeat weekly' })).not.toBeChecked();
    });

    it('When the pass pays and the rules ask for a tick, then the sheet books with the pass', async () => {
      api.post.mockReturnValue(never());
      const { user } = renderSummary(CHOSEN, {}, 'changed', [TEN_HALF_HOURS]);
      await user.click(bookNow());
      await user.click(rulesTick());
      await user.click(within(sheet()).getByRole('button', { name: 'Book with your pass' }));
      expect(api.post).toHaveBeenCalledWith(book, expect.objectContaining({ passId: 7 }));
    });
  });
});
