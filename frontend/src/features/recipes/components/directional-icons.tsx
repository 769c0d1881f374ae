import { chakra } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';

/** Mirrored when the page reads right to left (Arabic): "back" points the way the reader came from. */
const Mirrored = chakra('span', { base: { display: 'inline-flex', _rtl: { transform: 'scaleX(-1)' } } });

/** The chevron of Back and Previous: left in a left-to-right page, right in Arabic. */
export const BackIcon = () => (
  <Mirrored>
    <ChevronLeftIcon />
  </Mirrored>
);

/** The chevron of Next: right in a left-to-right page, left in Arabic. */
export const ForwardIcon = () => (
  <Mirrored>
    <ChevronRightIcon />
  </Mirrored>
);
