import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';

const NotFoundRoute = () => (
  <Stack gap="4" align="center" textAlign="center" py={{ base: '8', md: '16' }}>
    <title>{t('common.pageTitle', { title: t('shell.notFoundTitle') })}</title>
    <Text as="h1" fontSize="6xl" fontWeight="bold" color="gray.500" lineHeight="1">
      404
    </Text>
    <Text fontSize="xl" fontWeight="semibold">
      {t('shell.notFoundHeading')}
    </Text>
    <Text color="gray.600">{t('shell.notFoundText')}</Text>
    <Button asChild colorPalette="green" mt="4">
      <Link to={paths.home.getHref()}>{t('shell.goHome')}</Link>
    </Button>
  </Stack>
);

export { NotFoundRoute as Component };
