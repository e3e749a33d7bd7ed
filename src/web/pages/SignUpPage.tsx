import { useParkData } from '../api/park';
import { NoticeBanner } from '../components/NoticeBanner';
import { usePageTitle } from '../lib/usePageTitle';

export function SignUpPage() {
  const { park } = useParkData();
  usePageTitle('Sign up');
  return (
    <section className="prose">
      <h1>Sign up</h1>
      <NoticeBanner type="message">
        Online accounts are opening soon. Until then, phone {park.phone} to book.
      </NoticeBanner>
    </section>
  );
}
