import { Flex, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HeadingRowProps extends FlexProps {
  /** Buttons at the far end of the heading's row. */
  actions?: ReactNode;
}

/** A page's or a card's heading (the children) with its buttons beside it. */
export const HeadingRow = ({ actions, children, ...props }: HeadingRowProps) => (
  <Flex justify="space-between" align="center" {...props}>
    {children}
    {actions}
  </Flex>
);
