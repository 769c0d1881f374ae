import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';

/** The 403 screen. */
const NotAuthorizedRoute = () => {
  const navigate = useNavigate();
  // With no earlier page in this tab, 'back' would leave the app: go home instead.
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()));
  return (
    <Stack gap="4" align="center" textAlign="center" py={{ base: '8', md: '16' }}>
      <title>{t('common.pageTitle', { title: t('shell.notAuthorizedTitle') })}</title>
      <Text as="h1" fontSize="6xl" fontWeight="bold" color="red.600" lineHeight="1">
        403
      </Text>
      <Text fontSize="xl" fontWeight="semibold">
        {t('shell.notAuthorizedHeading')}
      </Text>
      <Text color="gray.600">{t('shell.notAuthorizedText')}</Text>
      <HStack gap="3" mt="4" wrap="wrap" justify="center">
        <Button variant="outline" onClick={goBack}>
          {t('shell.goBack')}
        </Button>
        <Button colorPalette="green" onClick={() => void navigate(paths.home.getHref())}>
          {t('shell.goHome')}
        </Button>
      </HStack>
    </Stack>
  );
};

export { NotAuthorizedRoute as Component };
