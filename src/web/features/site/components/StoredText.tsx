import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TextKey } from '../../../../contract/texts';
import { usePageText } from '../../../api/texts';
import { ParkMarkdown } from '../../../components/Markdown';
import {
  ConnectionNotice,
  ErrorNotice,
  LoadingState,
  useWaitsOnConnection,
} from '../../../components/PageState';

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
  const waitsOnConnection = useWaitsOnConnection(query);
  if (query.data !== undefined) return children(query.data);
  if (waitsOnConnection) return <ConnectionNotice query={query} />;
  if (query.isError) {
    return (
      <ErrorNotice
        message="We can't load this text right now. Please try again in a minute."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <LoadingState label="Loading…" lines={4} />;
}

/** One of the park's page texts, as the owner last saved it, the park's figures filled in. */
export function StoredText({ textKey }: { textKey: TextKey }) {
  return (
    <TextQueryState query={usePageText(textKey)}>
      {(text) => <ParkMarkdown source={text.markdown} />}
    </TextQueryState>
  );
}
