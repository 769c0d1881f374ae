import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormBody, type FormBodyProps } from '#web/components/ui/form-body';

export interface AuthSwitch {
  question: string;
  /** The link to the other form; absent when there is none to offer (sign-up closed or by invitation). */
  to?: string;
  label?: string;
}

/** A link in the auth screens' look (underlined, green), to another screen of the app. */
export const AuthLink = ({ to, children }: { to: string; children?: string }) => (
  <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

/** The way to another auth screen: a question, and a link when there is one to offer. */
export const AuthSwitchLine = ({ switchTo }: { switchTo: AuthSwitch }) => (
  <Text textAlign="center">
    {switchTo.question}
    {switchTo.to && (
      <>
        {' '}
        <AuthLink to={switchTo.to}>{switchTo.label}</AuthLink>
      </>
    )}
  </Text>
);

/** The sign-in or registration form: its fields, its message, its button, and the way to the other one. */
export const AuthForm = ({ switchTo, ...form }: FormBodyProps & { switchTo: AuthSwitch }) => (
  <FormBody {...form} gap="5" after={<AuthSwitchLine switchTo={switchTo} />} />
);
