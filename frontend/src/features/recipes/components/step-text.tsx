import { Button } from '@chakra-ui/react';
import { Fragment } from 'react';
import { findTimerPhrases } from '#shared/recipes/timer-phrases';
import { t } from '#web/lib/i18n/t';
import { durationText } from '../utils/duration-text';

interface StepTextProps {
  text: string;
  /** Which step, so each phrase's timer has a key of its own. */
  stepIndex: number;
  onStartTimer: (key: string, label: string, seconds: number) => void;
}

/**
 * A step's text as written, with each duration in it ("bake for 25 minutes") a button that starts
 * a timer; the button's name says the timer's length ("25 minutes").
 */
export const StepText = ({ text, stepIndex, onStartTimer }: StepTextProps) => {
  const phrases = findTimerPhrases(text).map((phrase) => ({
    ...phrase,
    label: durationText(phrase.seconds),
  }));
  let from = 0;
  const parts = phrases.map((phrase) => {
    const before = text.slice(from, phrase.start);
    from = phrase.end;
    const key = `${stepIndex}:${phrase.start}`;
    return (
      <Fragment key={key}>
        {before}
        <Button
          variant="subtle"
          colorPalette="green"
          size="lg"
          h="auto"
          px="2"
          py="0.5"
          mx="0.5"
          fontSize="inherit"
          fontWeight="semibold"
          verticalAlign="baseline"
          whiteSpace="normal"
          aria-label={phrase.label}
          title={t('cook.startTimer', { duration: phrase.label })}
          onClick={() => onStartTimer(key, phrase.label, phrase.seconds)}
        >
          {text.slice(phrase.start, phrase.end)}
        </Button>
      </Fragment>
    );
  });
  return (
    <>
      {parts}
      {text.slice(from)}
    </>
  );
};
