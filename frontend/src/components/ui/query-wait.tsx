import { Spinner, Text } from '@chakra-ui/react';
import { errorMessage } from '#web/lib/error-message';
import { LoadFailure } from './load-failure';

/** What QueryWait reads of a query (a plain or an infinite one). */
export interface WaitedQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryWaitProps {
  query: WaitedQuery;
  /** The spinner's accessible name, or the loading line's text ('Loading your pantry…'). */
  loadingLabel: string;
  /** What the error says when the server gave no reason. */
  errorFallback: string;
  /** A page's main list says it is loading in words; a card's list shows a small spinner. */
  loadingAsText?: boolean;
}

/** A query with no data yet: a spinner (or a loading line) while it loads, then what failed, with Retry. */
export const QueryWait = ({ query, loadingLabel, errorFallback, loadingAsText }: QueryWaitProps) => {
  if (query.isPending)
    return loadingAsText ? (
      <Text role="status">{loadingLabel}</Text>
    ) : (
      <Spinner size="sm" aria-label={loadingLabel} />
    );
  return <LoadFailure onRetry={query.refetch}>{errorMessage(query.error, errorFallback)}</LoadFailure>;
};
