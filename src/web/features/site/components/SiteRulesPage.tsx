import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useParkData } from '../../../api/park';
import { usePageTitle } from '../../../lib/usePageTitle';

/** The rules that depend on none of the park's settings. */
const WASTE_AND_HEALTH = (
  <>
    <h2>Waste</h2>
    <ul>
      <li>Pick up after your dogs, every time, and use the bin by the gate.</li>
      <li>Take any other rubbish home with you.</li>
      <li>Fill in any holes your dogs dig before you go.</li>
    </ul>

    <h2>Parasite and disease control</h2>
    <ul>
      <li>
        Every dog must be vaccinated, and treated for fleas, ticks and worms, and kept up to date.
      </li>
      <li>Puppies must be at least 8 weeks old and have had their vaccinations.</li>
      <li>
        Please don't bring a dog that is unwell or has had sickness or diarrhoea in the last 48
        hours.
      </li>
    </ul>
  </>
);

export function SiteRulesPage() {
  const { park } = useParkData();
  usePageTitle('Site Rules');
  return (
    <article className="prose">
      <h1>Site Rules</h1>
      <p>
        These rules keep the field safe and pleasant for every dog and every owner. By booking, you
        agree to follow them.
      </p>

      <h2>Entering and leaving</h2>
      <ul>
        <li>
          Please arrive no earlier than {park.arrivalMinutesBefore} minutes before your booking
          starts, so the group before you can leave without meeting your dogs at the gate.
        </li>
        <li>
          Open the gate with the code from your confirmation e-mail, entered with # before and after
          it, for example #1234#.
        </li>
        <li>Keep dogs on the lead until the gate is shut behind you.</li>
        <li>
          When you leave, close the gate and reset the lock to 0000, then check that it is fastened.
        </li>
        <li>
          Leave on time: the next group may be waiting. Late arrival does not extend a booking.
        </li>
        <li>
          At most {park.maxDogs} dogs may be in the field at once. For more, phone us on{' '}
          {park.phone} first.
        </li>
      </ul>

      {WASTE_AND_HEALTH}

      <h2>Cancellations</h2>
      <p>
        You can cancel free of charge up to {park.cancellationCutoffHours} hours before your booking
        starts. After that, or if you don't come, no refund is due. The full terms are in our{' '}
        <Link to={pagePaths.cancellationPolicy}>Cancellation, T&amp;C Policy</Link>.
      </p>

      <h2>Your responsibility</h2>
      <p>
        You are responsible for your dogs and their behaviour while you are at the field. Please
        keep children with you at all times.
      </p>
    </article>
  );
}
