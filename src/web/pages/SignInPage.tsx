import { useParkData } from '../api/park';
import { NoticeBanner } from '../components/NoticeBanner';
import { usePageTitle } from '../lib/usePageTitle';

export function SignInPage() {
  const { park } = useParkData();
  usePageTitle('Sign in');
  return (
    <section className="prose">
      <h1>Sign in</h1>
      <NoticeBanner type="message">
        Online accounts are opening soon. Until then, phone {park.phone} to book.
      </NoticeBanner>
    </section>
  );
}
