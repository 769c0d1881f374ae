import { Link, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { t } from '#web/lib/i18n/t';
import { TaggedText } from '#web/lib/i18n/tagged-text';

const supportEmail = 'support@recipe-planner.example';

const ContactRoute = () => (
  <ContentLayout title={t('legal.contact')}>
    <Stack gap="4" maxW="prose">
      <Text>{t('legal.contactIntro')}</Text>
      <Text>
        <TaggedText
          text={t('legal.contactEmail', { email: supportEmail })}
          components={{
            0: <Link href={`mailto:${supportEmail}`} color="green.700" textDecoration="underline" />,
          }}
        />
      </Text>
    </Stack>
  </ContentLayout>
);

export { ContactRoute as Component };
