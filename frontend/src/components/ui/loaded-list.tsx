import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryWait } from './query-wait';

interface LoadedListProps<Item> {
  query: UseQueryResult<Item[]>;
  /** The spinner's accessible name ('Loading your recipes'). */
  loadingLabel: string;
  /** What the error says when the server gave no reason. */
  errorFallback: string;
  /** What shows in place of an empty list; without it an empty list is still handed to children. */
  emptyText?: string;
  children: (items: Item[]) => ReactNode;
}

/** A card's list once it has loaded; until then a spinner or the error (with Retry), and a line when it is empty. */
export const LoadedList = <Item,>({
  query,
  loadingLabel,
  errorFallback,
  emptyText,
  children,
}: LoadedListProps<Item>) => {
  if (!query.isSuccess)
    return <QueryWait query={query} loadingLabel={loadingLabel} errorFallback={errorFallback} />;
  if (emptyText !== undefined && query.data.length === 0) return <Text color="gray.600">{emptyText}</Text>;
  return children(query.data);
};
