import { NoticeBanner } from './NoticeBanner';

/** What a page shows when the server can't answer: never a blank screen. */
export function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section aria-labelledby="error-title" className="prose">
      <h1 id="error-title">We can't load this page right now</h1>
      <NoticeBanner>
        The park's booking system isn't answering at the moment. Your bookings are safe; please try
        again in a minute.
      </NoticeBanner>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}
