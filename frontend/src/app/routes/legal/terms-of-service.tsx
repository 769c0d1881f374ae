import { Heading, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { t } from '#web/lib/i18n/t';

const TermsOfServiceRoute = () => (
  <ContentLayout title={t('legal.termsOfService')}>
    <Stack gap="4" maxW="prose">
      <Text>{t('legal.termsIntro')}</Text>
      <Heading as="h2" size="lg">
        {t('legal.termsContentHeading')}
      </Heading>
      <Text>{t('legal.termsContent')}</Text>
      <Heading as="h2" size="lg">
        {t('legal.termsAccountHeading')}
      </Heading>
      <Text>{t('legal.termsAccount')}</Text>
    </Stack>
  </ContentLayout>
);

export { TermsOfServiceRoute as Component };
