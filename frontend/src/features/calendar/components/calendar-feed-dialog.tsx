import { Text } from '@chakra-ui/react';
import type { CalendarFeed } from '#shared/calendar/calendar-schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed';
import { feedOwner } from '../utils/feed-owner';

export type FeedChange = 'reset' | 'turn-off';

interface CalendarFeedDialogProps extends DialogLifecycle {
  feed: CalendarFeed;
  change: FeedChange;
  onFeedback: (feedback: Feedback) => void;
}

const wording: Record<FeedChange, { title: string; confirm: string; done: string; failed: string }> = {
  reset: {
    title: 'Reset link',
    confirm: 'Reset link',
    done: 'A new calendar link is ready.',
    failed: 'Failed to reset the link.',
  },
  'turn-off': {
    title: 'Turn off',
    confirm: 'Turn off',
    done: 'The calendar link is off.',
    failed: 'Failed to turn off the link.',
  },
};

/** Asks before a link changes: calendar apps subscribed to the old link stop getting the plans. */
const CalendarFeedDialog = ({ feed, change, onFeedback, ...dialog }: CalendarFeedDialogProps) => {
  const reset = useResetCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const mutation = change === 'reset' ? reset : turnOff;
  const words = wording[change];
  const confirm = () =>
    mutation.mutate(feedOwner(feed), {
      onSuccess: () => {
        dialog.onClose();
        onFeedback({ status: 'success', text: words.done });
      },
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, mutation, confirm, words.failed)}
      title={words.title}
      confirmLabel={words.confirm}
    >
      <Text>
        The current link stops working: calendar apps subscribed to it will no longer get the plans
        {change === 'reset' ? ' until they subscribe to the new link.' : '.'}
      </Text>
    </ConfirmDialog>
  );
};

export default CalendarFeedDialog;
