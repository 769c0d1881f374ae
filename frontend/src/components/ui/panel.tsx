import { Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { HeadingRow } from './heading-row';

interface PanelProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of a page (My Page's profile, groups and recipes). */
export const Panel = ({ title, actions, children }: PanelProps) => {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" p={{ base: '4', md: '6' }} layerStyle="card">
      <HeadingRow gap="3" minH="8" actions={actions}>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
      </HeadingRow>
      {children}
    </Stack>
  );
};
