import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { StatusPage } from '#web/components/layouts/status-page';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';

const NotFoundRoute = () => (
  <StatusPage code="404">
    <Button asChild colorPalette="green" mt="4">
      <Link to={paths.home.getHref()}>{t('shell.goHome')}</Link>
    </Button>
  </StatusPage>
);

export { NotFoundRoute as Component };
