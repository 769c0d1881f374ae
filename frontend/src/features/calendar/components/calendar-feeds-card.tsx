import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { CalendarFeed } from '#shared/calendar/calendar-schemas';
import { InputField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';
import { feedOwner } from '../utils/feed-owner';
import type { FeedChange } from './calendar-feed-dialog';

// The confirmation loads on first use, not with My Page.
const feedDialog = lazyDialog(() => import('./calendar-feed-dialog'));

interface CalendarFeedsCardProps {
  onFeedback: (feedback: Feedback) => void;
}

interface FeedRowProps {
  feed: CalendarFeed;
  onFeedback: (feedback: Feedback) => void;
  onChange: (change: { feed: CalendarFeed; change: FeedChange }) => void;
  onIntent: () => void;
}

/** 'Nov 27, 2026, 11:45' (in the browser's language): when a link was made, so one nobody remembers making stands out. */
const madeAtLabel = (createdAt: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));

/** One calendar: its link in a read-only field with Copy, Reset link and Turn off; or a way to make one. */
const FeedRow = ({ feed, onFeedback, onChange, onIntent }: FeedRowProps) => {
  const headingId = useId();
  const create = useResetCalendarFeed();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      onFeedback({ status: 'success', text: 'Link copied.' });
    } catch {
      onFeedback({ status: 'error', text: 'Copying failed: select the link and copy it.' });
    }
  };
  /** A button that asks to change the link: its dialog's code loads as the pointer or focus comes. */
  const changeButton = (change: 'reset' | 'turn-off') =>
    ({
      size: 'sm',
      variant: 'outline',
      onPointerEnter: onIntent,
      onFocus: onIntent,
      onClick: () => onChange({ feed, change }),
    }) as const;
  return (
    <Stack role="group" aria-labelledby={headingId} gap="2">
      <Text id={headingId} fontWeight="semibold" wordBreak="break-word">
        {feed.name}
      </Text>
      {feed.url ? (
        <>
          <InputField
            label={`Calendar feed URL for ${feed.name}`}
            value={feed.url}
            readOnly
            size="md"
            onFocus={(event) => event.currentTarget.select()}
          />
          {feed.createdAt ? (
            <Text fontSize="sm" color="gray.600">
              Link made {madeAtLabel(feed.createdAt)}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void copy(feed.url ?? '')}>
              Copy
            </Button>
            <Button {...changeButton('reset')}>Reset link</Button>
            <Button {...changeButton('turn-off')} colorPalette="red">
              Turn off
            </Button>
          </HStack>
        </>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Text color="gray.600">No link yet.</Text>
          <Button
            size="sm"
            colorPalette="green"
            loading={create.isPending}
            onClick={() =>
              create.mutate(feedOwner(feed), {
                onError: (error) =>
                  onFeedback({ status: 'error', text: errorMessage(error, 'Failed to create the link.') }),
              })
            }
          >
            Create feed link
          </Button>
        </HStack>
      )}
    </Stack>
  );
};

/**
 * 'Calendar feed': a private link per calendar (the user's own plans, each group's) that calendar
 * apps subscribe to; the link alone lets them in, so it can be reset or turned off here.
 */
export const CalendarFeedsCard = ({ onFeedback }: CalendarFeedsCardProps) => {
  const feeds = useCalendarFeeds();
  const dialog = useLazyDialog(feedDialog, (target: { feed: CalendarFeed; change: FeedChange }) => ({
    ...target,
    onFeedback,
  }));
  return (
    <Panel title="Calendar feed">
      <Text color="gray.700">
        Subscribe to your meal plans in a calendar app: the past 4 weeks and the next 8. Anyone with a link
        can see that calendar, so keep it private. Changing your password turns every link off.
      </Text>
      {feeds.isPending ? (
        <Spinner size="sm" aria-label="Loading calendar links" />
      ) : feeds.isError ? (
        <LoadFailure onRetry={feeds.refetch}>
          {errorMessage(feeds.error, 'Failed to fetch calendar links.')}
        </LoadFailure>
      ) : (
        <Stack gap="5">
          {feeds.data.map((feed) => (
            <FeedRow
              key={feed.groupId ?? 'me'}
              feed={feed}
              onFeedback={onFeedback}
              onChange={dialog.open}
              onIntent={dialog.preload}
            />
          ))}
        </Stack>
      )}
      {dialog.element}
    </Panel>
  );
};
