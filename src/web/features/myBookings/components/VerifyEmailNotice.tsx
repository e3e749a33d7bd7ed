import { useResendVerification } from '../api/myBookingsApi';
import styles from './myBookings.module.css';

/**
 * Until the customer opens the link we sent, a quiet reminder with a way to have it sent
 * again (the server allows a few an hour and says when that is used up).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <aside className={styles.verify} aria-labelledby="verify-title">
      <h2 id="verify-title">Confirm your e-mail</h2>
      <p>
        Please confirm that {email} is your address by opening the link we e-mail to it. Your
        bookings work either way.
      </p>
      {resend.isSuccess ? (
        <p role="status">
          {resend.data.verified
            ? 'Your e-mail is already confirmed.'
            : `We've sent a new link to ${email}.`}
        </p>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          Send me the link
        </button>
      )}
      {resend.isError && <p role="alert">{resend.error.message}</p>}
    </aside>
  );
}
