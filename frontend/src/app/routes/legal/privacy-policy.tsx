import { Heading, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { t } from '#web/lib/i18n/t';

const PrivacyPolicyRoute = () => (
  <ContentLayout title={t('legal.privacyPolicy')}>
    <Stack gap="4" maxW="prose">
      <Text>{t('legal.privacyIntro')}</Text>
      <Heading as="h2" size="lg">
        {t('legal.privacyUseHeading')}
      </Heading>
      <Text>{t('legal.privacyUse')}</Text>
      <Heading as="h2" size="lg">
        {t('legal.privacyStorageHeading')}
      </Heading>
      <Text>{t('legal.privacyStorage')}</Text>
    </Stack>
  </ContentLayout>
);

export { PrivacyPolicyRoute as Component };
