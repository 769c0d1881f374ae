import { Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { ContentLayout } from './content-layout';

interface LegalPageProps {
  title: string;
  intro: string;
  /** Each part of the text under its heading. */
  parts: { heading: string; text: string }[];
}

/** A legal text (privacy policy, terms of service): an introduction, then its parts under their headings. */
export const LegalPage = ({ title, intro, parts }: LegalPageProps) => (
  <ContentLayout title={title}>
    <Stack gap="4" maxW="prose">
      <Text>{intro}</Text>
      {parts.map(({ heading, text }) => (
        <Fragment key={heading}>
          <Heading as="h2" size="lg">
            {heading}
          </Heading>
          <Text>{text}</Text>
        </Fragment>
      ))}
    </Stack>
  </ContentLayout>
);
