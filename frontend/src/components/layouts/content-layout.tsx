import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n/t';
import { HeadingRow } from '../ui/heading-row';

interface ContentLayoutProps {
  /** The page's heading; also the browser tab's title. */
  title: string;
  /** Buttons beside the heading (they wrap under it on a narrow screen). */
  actions?: ReactNode;
  children?: ReactNode;
}

export const ContentLayout = ({ title, actions, children }: ContentLayoutProps) => (
  <Stack gap="6">
    <title>{t('common.pageTitle', { title })}</title>
    {/* On a narrow screen the buttons wrap under the heading. */}
    <HeadingRow gap="4" wrap="wrap" actions={actions}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
    </HeadingRow>
    {children}
  </Stack>
);
