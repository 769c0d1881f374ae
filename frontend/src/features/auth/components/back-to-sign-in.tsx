import { Text } from '@chakra-ui/react';
import { paths } from '#web/config/paths';
import { type AuthSwitch, AuthSwitchLine } from './auth-form';

/** The way back from the reset screens to signing in. */
export const toSignIn: AuthSwitch = {
  question: 'Remember your password?',
  to: paths.login.getHref(),
  label: 'Back to sign in',
};

/** A sentence and a link under it, where a form cannot be shown. */
export const AuthNote = ({ children, link }: { children: string; link: AuthSwitch }) => (
  <>
    <Text>{children}</Text>
    <AuthSwitchLine switchTo={link} />
  </>
);
