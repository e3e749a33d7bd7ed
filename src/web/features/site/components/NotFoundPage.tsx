import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import notFound from '../../../assets/images/not-found.svg';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { usePageTitle } from '../../../lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="prose">
      <h1>Page not found</h1>
      <NoticeBanner>
        We looked everywhere, but there is no page at this address. It may have moved, or the link
        may be mistyped.
      </NoticeBanner>
      <img
        src={notFound}
        alt="A puzzled dog digging a hole in the grass"
        width={600}
        height={400}
      />
      <p>
        <Link className="button" to={pagePaths.home}>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
