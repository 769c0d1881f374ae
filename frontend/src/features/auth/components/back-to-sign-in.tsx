import { Text } from '@chakra-ui/react';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { type AuthSwitch, AuthSwitchLine } from './auth-form';

/** The way back from the reset screens to signing in (read at render: in the reader's language). */
export const toSignIn = (): AuthSwitch => ({
  question: t('auth.rememberPassword'),
  to: paths.login.getHref(),
  label: t('auth.backToSignInLink'),
});

/** A sentence and a link under it, where a form cannot be shown. */
export const AuthNote = ({ children, link }: { children: string; link: AuthSwitch }) => (
  <>
    <Text>{children}</Text>
    <AuthSwitchLine switchTo={link} />
  </>
);
