import { Text } from '@chakra-ui/react';
import type { CalendarFeed } from '#shared/calendar/calendar-schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
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

/** Each change's texts, as catalogue keys. */
const wording: Record<FeedChange, { title: string; done: string; failed: string; warning: string }> = {
  reset: {
    title: 'calendar.resetLink',
    done: 'calendar.resetDone',
    failed: 'calendar.resetFailed',
    warning: 'calendar.resetWarning',
  },
  'turn-off': {
    title: 'calendar.turnOff',
    done: 'calendar.turnOffDone',
    failed: 'calendar.turnOffFailed',
    warning: 'calendar.turnOffWarning',
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
        onFeedback({ status: 'success', text: t(words.done) });
      },
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, mutation, confirm, t(words.failed))}
      title={t(words.title)}
      confirmLabel={t(words.title)}
    >
      <Text>{t(words.warning)}</Text>
    </ConfirmDialog>
  );
};

export default CalendarFeedDialog;
