import { HStack, type StackProps } from '@chakra-ui/react';

/**
 * A message across a page or form with its action at the end, tinted by `colorPalette` (the theme's
 * `banner` layer style); the action wraps under the text on a narrow screen.
 */
export const Banner = (props: StackProps) => (
  <HStack layerStyle="banner" gap="3" wrap="wrap" justify="space-between" {...props} />
);
