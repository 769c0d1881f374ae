import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ContentLayoutProps {
  /** The page's heading; also the browser tab's title. */
  title: string;
  children?: ReactNode;
}

export const ContentLayout = ({ title, children }: ContentLayoutProps) => (
  <Stack gap="6">
    <title>{`${title} | Recipe Planner`}</title>
    <Heading as="h1" size="2xl">
      {title}
    </Heading>
    {children}
  </Stack>
);
