import type { FaqItem } from '../../../../contract/texts';
import { useFaq } from '../../../api/texts';
import { ParkMarkdown } from '../../../components/Markdown';
import { usePageTitle } from '../../../lib/usePageTitle';
import { TextQueryState } from './StoredText';

function Questions({ items }: { items: FaqItem[] }) {
  if (items.length === 0) return <p>There are no questions here yet.</p>;
  return items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the FAQ's order is its identity; questions may repeat
    <section key={index} aria-labelledby={`faq-${index}`}>
      <h2 id={`faq-${index}`}>{item.question}</h2>
      <ParkMarkdown source={item.answer} />
    </section>
  ));
}

export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <article className="prose">
      <h1>Frequently asked questions</h1>
      <TextQueryState query={useFaq()}>{(faq) => <Questions items={faq.items} />}</TextQueryState>
    </article>
  );
}
