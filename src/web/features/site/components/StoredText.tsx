import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TextKey } from '../../../../contract/texts';
import { usePageText } from '../../../api/texts';
import { ParkMarkdown } from '../../../components/Markdown';
import { NoticeBanner } from '../../../components/NoticeBanner';

/**
 * What the park's stored words show as while they come: a note while loading, and a way to try
 * again when they can't be fetched. Words already shown stay if a later refresh fails.
 */
export function TextQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <>
        <NoticeBanner>
          We can't load this text right now. Please try again in a minute.
        </NoticeBanner>
        <p>
          <button
            type="button"
            className="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </p>
      </>
    );
  }
  return <p aria-live="polite">Loading…</p>;
}

/** One of the park's page texts, as the owner last saved it, the park's figures filled in. */
export function StoredText({ textKey }: { textKey: TextKey }) {
  return (
    <TextQueryState query={usePageText(textKey)}>
      {(text) => <ParkMarkdown source={text.markdown} />}
    </TextQueryState>
  );
}
