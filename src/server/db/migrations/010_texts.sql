-- The park's own words, edited in the Settings area in a small safe Markdown. `{placeholders}`
-- such as {maxDogs} stand for the current settings, so the texts follow a changed setting.
-- The seed is the wording the pages showed before they could be edited; the About text is the
-- home page's "About the field".

create table park_texts (
  key text primary key check (key in ('about', 'site-rules', 'cancellation-policy', 'privacy')),
  markdown text not null
);

-- The FAQ, in the order it is shown.
create table park_faq (
  position integer primary key check (position >= 1),
  question text not null check (btrim(question) <> ''),
  answer text not null check (btrim(answer) <> '')
);

insert into park_texts (key, markdown) values
('about', $md${parkName} is a secure dog exercise field of about half an acre. When you book, the whole field is yours: no other dogs, no strangers, just room for your dogs to run, sniff and play off the lead in safety.

It suits dogs that are reactive, nervous, still learning their recall, in season or recovering, and any dog that simply enjoys having the place to itself.$md$),

('site-rules', $md$These rules keep the field safe and pleasant for every dog and every owner. By booking, you agree to follow them.

## Entering and leaving

- Please arrive no earlier than {arrivalMinutes} minutes before your booking starts, so the group before you can leave without meeting your dogs at the gate.
- Open the gate with the code from your confirmation e-mail, entered with # before and after it, for example #1234#.
- Keep dogs on the lead until the gate is shut behind you.
- When you leave, close the gate and reset the lock to 0000, then check that it is fastened.
- Leave on time: the next group may be waiting. Late arrival does not extend a booking.
- At most {maxDogs} dogs may be in the field at once. For more, phone us on {phone} first.

## Waste

- Pick up after your dogs, every time, and use the bin by the gate.
- Take any other rubbish home with you.
- Fill in any holes your dogs dig before you go.

## Parasite and disease control

- Every dog must be vaccinated, and treated for fleas, ticks and worms, and kept up to date.
- Puppies must be at least 8 weeks old and have had their vaccinations.
- Please don't bring a dog that is unwell or has had sickness or diarrhoea in the last 48 hours.

## Cancellations

You can cancel free of charge up to {cancellationCutoffHours} hours before your booking starts. After that, or if you don't come, no refund is due. The full terms are in our [Cancellation, T&C Policy](/cancellation-policy).

## Your responsibility

You are responsible for your dogs and their behaviour while you are at the field. Please keep children with you at all times.$md$),

('cancellation-policy', $md$## Cancelling a booking

- Cancel at least {cancellationCutoffHours} hours before your booking starts and you get a full refund.
- Within {cancellationCutoffHours} hours of the start, a cancellation is not refunded.
- If you don't come, the booking is not refunded.
- Arriving late doesn't extend your booking: it ends at the time shown in your confirmation.
- If we have to close the field (for example for bad weather or safety), we will tell you as soon as we can and refund you in full.

## Terms and conditions

1. A booking is confirmed once your card payment has gone through and you have received our confirmation e-mail with the gate code. Prices are shown in pounds; invoices show totals excluding VAT.
2. Your booking gives your group sole use of the field for the time booked, for up to {maxDogs} dogs. Please phone {phone} about larger groups.
3. Please arrive no earlier than {arrivalMinutes} minutes before your start time, and leave the field on time.
4. The gate code is for your booking only: please don't share it. Reset the lock to 0000 when you leave.
5. Dogs must be vaccinated and free of parasites; puppies must be at least 8 weeks old and have had their vaccinations.
6. You are responsible for your dogs, for any damage they cause, and for clearing up after them. You use the field at your own risk.
7. Please follow the [Site Rules](/site-rules). We may refuse or end a booking when they are not followed, without a refund.

Questions? Phone {phone} or e-mail [{email}](mailto:{email}).$md$),

('privacy', $md$This notice explains what personal data {parkName} keeps about you, why we keep it, for how long, and who else receives it.

## Who we are

{parkName} runs this booking site and is responsible for your data. You can reach us by e-mail at [{email}](mailto:{email}) or by phone on {phone}.

## What we keep, and why

- **Your account**: your e-mail address, and your password in a scrambled (hashed) form that no one can read back. We need them to let you sign in and to send you your bookings.
- **Your bookings**: the day, time, length, number of dogs and price of each booking, and whether it was paid, moved or cancelled. We need them to keep the field yours for the time you booked.
- **Payments**: card payments are taken by Stripe. We keep Stripe's reference for each payment and the amounts paid and refunded, to run your bookings and keep our accounts. We never see or keep your card details.
- **E-mails we send you**: confirmations with the gate code, reminders and account e-mails, so that we can answer a question about one.
- **Security records**: when a sign-in fails, the internet address it came from, kept for a short time to stop people guessing passwords.

We keep your data to provide the bookings you ask for, to meet our legal duties (such as keeping accounts), and to keep the site secure. We don't sell it, and we don't use it for advertising.

## Cookies

We set two cookies: one keeps you signed in, and one remembers that a browser has signed in before, so that someone guessing passwords elsewhere can't lock you out. There are no tracking or advertising cookies.

## How long we keep it

- Your account: until you ask us to close it.
- Bookings and payments: six years after the booking, as UK tax law expects of business records.
- Security records: a day or so.

## Who receives it

- **Stripe**, which takes card payments and refunds, receives your e-mail address and the amount of each payment.
- **Our e-mail provider**, which delivers the e-mails we send you, receives your e-mail address and each message.

We share your data with no one else, unless the law requires us to.

## Your rights

You can ask for a copy of the personal data we keep about you, ask us to correct it, or ask us to erase it: e-mail [{email}](mailto:{email}) and we will reply within one month. Records that the law requires us to keep, such as payments, are kept until that duty ends.

If you are unhappy with how we have handled your data, you can complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk).$md$);

insert into park_faq (position, question, answer) values
(1, 'What should I bring?', $md$Leads for your dogs, poo bags and fresh water, and a towel if it's wet. Have your confirmation e-mail to hand: it holds the gate code. There is a bin by the gate and a sheltered seating area.$md$),
(2, 'What happens if it rains?', $md$The field stays open in the rain, so come dressed for the weather; the sheltered seating area keeps you dry while your dogs run. Rain alone is no reason for a refund, but you can cancel free of charge up to {cancellationCutoffHours} hours before your booking starts. If we have to close the field for safety (a storm, flooding or ice), we will tell you as soon as we can and refund you in full.$md$),
(3, 'How does the gate code work?', $md$The gate has a combination lock. Your confirmation e-mail gives the code for your booking (the code changes every week). Enter it with # before and after it, for example #1234#. The code is for your booking only: please don't share it. When you leave, close the gate, reset the lock to 0000 and check that it is fastened.$md$),
(4, 'How many dogs can I bring?', $md$Up to {maxDogs} dogs at once, and the price depends on how many you bring. For a larger group, phone us on {phone} first.$md$),
(5, 'Can I cancel or move my booking?', $md$Yes, in [My bookings](/my-bookings). Cancel at least {cancellationCutoffHours} hours before your booking starts and you get a full refund; after that, or if you don't come, no refund is due. Until then you can also move a booking to another free time, once. The full terms are in our [Cancellation, T&C Policy](/cancellation-policy).$md$),
(6, 'When should I arrive?', $md$No earlier than {arrivalMinutes} minutes before your booking starts, so the group before you can leave without meeting your dogs at the gate. Please leave on time too: arriving late doesn't extend your booking.$md$),
(7, 'Is the field secure?', $md$Yes. The field is fenced all round with 6ft fencing, with rabbit fencing on the lower half, and the gate locks. While you are booked, no one else comes in: the whole field is yours. Please keep your dogs on the lead until the gate is shut behind you.$md$);
