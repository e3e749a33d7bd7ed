import { usePageTitle } from '../../../lib/usePageTitle';
import { StoredText } from './StoredText';

export function SiteRulesPage() {
  usePageTitle('Site Rules');
  return (
    <article className="prose">
      <h1>Site Rules</h1>
      <StoredText textKey="site-rules" />
    </article>
  );
}
