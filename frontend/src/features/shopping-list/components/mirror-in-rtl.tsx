import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An icon that points along the reading direction (a chevron to the week before or after, a
 * closed section's arrow), turned round when the page reads right to left (Arabic).
 */
export const MirrorInRtl = ({ children }: { children: ReactNode }) => (
  <chakra.span display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
    {children}
  </chakra.span>
);
