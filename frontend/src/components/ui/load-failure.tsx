import { Button, HStack, Text } from '@chakra-ui/react';

interface LoadFailureProps {
  /** What failed to load, and why when the server said. */
  children: string;
  onRetry: () => unknown;
}

/** A list or page that failed to load: what went wrong, and a Retry button that loads it again. */
export const LoadFailure = ({ children, onRetry }: LoadFailureProps) => (
  <HStack
    role="alert"
    gap="3"
    wrap="wrap"
    justify="space-between"
    px="4"
    py="2"
    rounded="md"
    borderWidth="1px"
    bg="red.50"
    borderColor="red.200"
    color="red.800"
  >
    <Text fontWeight="medium" minW="0">
      {children}
    </Text>
    <Button size="sm" variant="outline" colorPalette="red" bg="white" onClick={() => void onRetry()}>
      Retry
    </Button>
  </HStack>
);
