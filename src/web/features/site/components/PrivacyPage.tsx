import { usePageTitle } from '../../../lib/usePageTitle';
import { RetentionSection } from './RetentionSection';
import { StoredText } from './StoredText';

export function PrivacyPage() {
  usePageTitle('Privacy notice');
  return (
    <article className="prose">
      <h1>Privacy notice</h1>
      <StoredText textKey="privacy" />
      <RetentionSection />
    </article>
  );
}
