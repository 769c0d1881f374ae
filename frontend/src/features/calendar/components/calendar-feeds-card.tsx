import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { CalendarFeed } from '#shared/calendar/calendar-schemas';
import { InputField } from '#web/components/ui/input-field';
import { LoadedList } from '#web/components/ui/loaded-list';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
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

/** 'Nov 27, 2026, 11:45 AM' (in the language on screen): when a link was made, so one nobody remembers making stands out. */
const madeAtLabel = (createdAt: string) =>
  new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(createdAt),
  );

/** One calendar: its link in a read-only field with Copy, Reset link and Turn off; or a way to make one. */
const FeedRow = ({ feed, onFeedback, onChange, onIntent }: FeedRowProps) => {
  const headingId = useId();
  const create = useResetCalendarFeed();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      onFeedback({ status: 'success', text: t('calendar.linkCopied') });
    } catch {
      onFeedback({ status: 'error', text: t('calendar.copyFailed') });
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
            label={t('calendar.feedUrlFor', { name: feed.name })}
            value={feed.url}
            readOnly
            size="md"
            onFocus={(event) => event.currentTarget.select()}
          />
          {feed.createdAt ? (
            <Text fontSize="sm" color="gray.600">
              {t('calendar.linkMade', { date: madeAtLabel(feed.createdAt) })}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void copy(feed.url ?? '')}>
              {t('calendar.copy')}
            </Button>
            <Button {...changeButton('reset')}>{t('calendar.resetLink')}</Button>
            <Button {...changeButton('turn-off')} colorPalette="red">
              {t('calendar.turnOff')}
            </Button>
          </HStack>
        </>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Text color="gray.600">{t('calendar.noLinkYet')}</Text>
          <Button
            size="sm"
            colorPalette="green"
            loading={create.isPending}
            onClick={() =>
              create.mutate(feedOwner(feed), {
                onError: (error) =>
                  onFeedback({ status: 'error', text: errorMessage(error, t('calendar.createFailed')) }),
              })
            }
          >
            {t('calendar.createLink')}
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
    <Panel title={t('calendar.title')}>
      <Text color="gray.700">{t('calendar.intro')}</Text>
      <LoadedList
        query={feeds}
        loadingLabel={t('calendar.loading')}
        errorFallback={t('calendar.fetchFailed')}
      >
        {(list) => (
          <Stack gap="5">
            {list.map((feed) => (
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
      </LoadedList>
      {dialog.element}
    </Panel>
  );
};
