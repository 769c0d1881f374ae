import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QueryWait, type WaitedQuery } from './query-wait';

/** The screen's words, from its area's catalogue. */
interface ItemsCardTexts {
  loading: string;
  /** What the error says when the server gave no reason. */
  fetchFailed: string;
  emptyTitle: string;
  emptyHelp: string;
  /** The card's accessible name ('Shopping list items'). */
  region: string;
}

interface ItemsCardProps {
  query: WaitedQuery & { isSuccess: boolean };
  isEmpty: boolean;
  texts: ItemsCardTexts;
  /** The loaded items, shown only once there are some. */
  children: () => ReactNode;
}

/**
 * An owner's items screen's main card (shopping list, pantry): a loading line or what failed (with
 * Retry), a note with help when there is nothing yet, else the items in a named region.
 */
export const ItemsCard = ({ query, isEmpty, texts, children }: ItemsCardProps) => {
  if (!query.isSuccess)
    return (
      <QueryWait query={query} loadingLabel={texts.loading} errorFallback={texts.fetchFailed} loadingAsText />
    );
  if (isEmpty)
    return (
      <Stack gap="1" py="10" textAlign="center" bg="white" borderWidth="1px" rounded="lg">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {texts.emptyTitle}
        </Text>
        <Text color="gray.600">{texts.emptyHelp}</Text>
      </Stack>
    );
  return (
    <Box role="region" aria-label={texts.region} bg="white" borderWidth="1px" rounded="lg" shadow="xs">
      {children()}
    </Box>
  );
};
