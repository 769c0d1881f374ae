import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { StatusPage } from '#web/components/layouts/status-page';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';

/** The 403 screen. */
const NotAuthorizedRoute = () => {
  const navigate = useNavigate();
  // With no earlier page in this tab, 'back' would leave the app: go home instead.
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()));
  return (
    <StatusPage code="403">
      <HStack gap="3" mt="4" wrap="wrap" justify="center">
        <Button variant="outline" onClick={goBack}>
          {t('shell.goBack')}
        </Button>
        <Button colorPalette="green" onClick={() => void navigate(paths.home.getHref())}>
          {t('shell.goHome')}
        </Button>
      </HStack>
    </StatusPage>
  );
};

export { NotAuthorizedRoute as Component };
