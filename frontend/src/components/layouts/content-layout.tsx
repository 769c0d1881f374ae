import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ContentLayoutProps {
  /** The page's heading; also the browser tab's title. */
  title: string;
  /** Buttons beside the heading (they wrap under it on a narrow screen). */
  actions?: ReactNode;
  children?: ReactNode;
}

export const ContentLayout = ({ title, actions, children }: ContentLayoutProps) => (
  <Stack gap="6">
    <title>{`${title} | Recipe Planner`}</title>
    <Flex gap="4" align="center" justify="space-between" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {actions}
    </Flex>
    {children}
  </Stack>
);
