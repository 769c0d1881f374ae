import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';
import type { CookTimer } from './use-cook-timers';

/** 65 → "1:05"; 3725 → "1:02:05". */
const clock = (seconds: number) => {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};

interface TimersPanelProps {
  timers: readonly CookTimer[];
  now: number;
  onRemove: (key: string) => void;
}

/** The running and finished timers, whatever step is shown. */
export const TimersPanel = ({ timers, now, onRemove }: TimersPanelProps) => {
  if (timers.length === 0) return null;
  const done = timers.filter((timer) => timer.done);
  return (
    <Stack as="section" aria-label={t('cook.timers')} gap="2">
      <Box role="alert">
        {done.length > 0 && (
          <Text fontWeight="bold" color="red.700">
            {done.map((timer) => t('cook.timerDone', { duration: timer.label })).join(', ')}
          </Text>
        )}
      </Box>
      <HStack as="ul" listStyle="none" gap="2" wrap="wrap">
        {timers.map((timer) => (
          <HStack
            as="li"
            key={timer.key}
            gap="2"
            px="3"
            py="1"
            rounded="full"
            borderWidth="1px"
            bg={timer.done ? 'red.100' : 'green.50'}
            borderColor={timer.done ? 'red.400' : 'green.300'}
          >
            <Text fontWeight="semibold">{timer.label}</Text>
            <Text
              as="span"
              role="timer"
              fontVariantNumeric="tabular-nums"
              aria-label={t('cook.timerNamed', { duration: timer.label })}
            >
              {timer.done ? t('cook.done') : clock((timer.endsAt - now) / 1000)}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onRemove(timer.key)}>
              {timer.done ? t('cook.dismiss') : t('cook.stop')}
              <Box as="span" srOnly>{` ${t('cook.timerNamed', { duration: timer.label })}`}</Box>
            </Button>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
};
