import { usePageTitle } from '../../../lib/usePageTitle';
import { StoredText } from './StoredText';

export function CancellationPolicyPage() {
  usePageTitle('Cancellation, T&C Policy');
  return (
    <article className="prose">
      <h1>Cancellation, T&amp;C Policy</h1>
      <StoredText textKey="cancellation-policy" />
    </article>
  );
}
