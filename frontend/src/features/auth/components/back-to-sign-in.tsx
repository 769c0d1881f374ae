import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/config/paths';
import type { AuthSwitch } from './auth-form';

/** The way back from the reset screens to signing in. */
export const toSignIn: AuthSwitch = {
  question: 'Remember your password?',
  to: paths.login.getHref(),
  label: 'Back to sign in',
};

/** A link in the auth screens' look (underlined, green), to another screen of the app. */
export const AuthLink = ({ to, children }: { to: string; children: string }) => (
  <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

/** A sentence and a link under it, where a form cannot be shown. */
export const AuthNote = ({ children, link }: { children: string; link: AuthSwitch }) => (
  <>
    <Text>{children}</Text>
    <Text textAlign="center">
      {link.question} <AuthLink to={link.to}>{link.label}</AuthLink>
    </Text>
  </>
);
