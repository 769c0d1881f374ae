import { Button, Text } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';
import { Banner } from './banner';

interface LoadFailureProps {
  /** What failed to load, and why when the server said. */
  children: string;
  onRetry: () => unknown;
}

/** A list or page that failed to load: what went wrong, and a Retry button that loads it again. */
export const LoadFailure = ({ children, onRetry }: LoadFailureProps) => (
  <Banner role="alert" colorPalette="red" py="2" color="red.800">
    <Text fontWeight="medium" minW="0">
      {children}
    </Text>
    <Button size="sm" variant="outline" colorPalette="red" bg="white" onClick={() => void onRetry()}>
      {t('common.retry')}
    </Button>
  </Banner>
);
