import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormAlert } from './form-alert';

/** Spec 9: feedback hides itself after 3000 ms. */
export const feedbackHideMs = 3000;

export interface Feedback {
  status: 'success' | 'error';
  text: string;
}

/** One transient message at a time; a new one replaces the last and restarts the clock. */
export const useTransientMessage = () => {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: Feedback) => {
    clearTimeout(timer.current);
    setFeedback(next);
    timer.current = setTimeout(() => setFeedback(null), feedbackHideMs);
  }, []);
  return { feedback, show };
};

/**
 * Where the transient message appears. The live region stays so screen readers hear each one,
 * but takes no room (nor a stack's gap) while empty. `floating`: over the page's foot instead of
 * in its flow, so a page's message does not push everything below it down and back up again.
 */
export const TransientMessage = ({
  feedback,
  floating = false,
}: {
  feedback: Feedback | null;
  floating?: boolean;
}) =>
  floating ? (
    <Box
      aria-live="polite"
      position="fixed"
      insetX="4"
      bottom="6"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      {feedback && (
        <Box maxW="md" w="full" shadow="lg" rounded="md" pointerEvents="auto">
          <FormAlert status={feedback.status}>{feedback.text}</FormAlert>
        </Box>
      )}
    </Box>
  ) : (
    <Box aria-live="polite" display={feedback ? 'block' : 'contents'}>
      {feedback && <FormAlert status={feedback.status}>{feedback.text}</FormAlert>}
    </Box>
  );
