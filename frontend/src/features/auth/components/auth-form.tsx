import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormBody, type FormBodyProps } from '#web/components/ui/form-body';
import { t } from '#web/lib/i18n/t';

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

/** Each auth form's button: what it says, and what it says while the form is sent. */
const actions = {
  signIn: ['auth.signIn', 'auth.signingIn'],
  register: ['auth.register', 'auth.registering'],
  sendResetLink: ['auth.sendResetLink', 'auth.sending'],
  resetPassword: ['auth.resetPassword', 'auth.resetting'],
} as const;

interface AuthFormProps extends Omit<FormBodyProps, 'submitLabel' | 'pendingLabel'> {
  action: keyof typeof actions;
  switchTo: AuthSwitch;
}

/** An auth screen's form: its fields, its message, its button, and the way to another screen. */
export const AuthForm = ({ action, switchTo, ...form }: AuthFormProps) => {
  const [label, pending] = actions[action];
  return (
    <FormBody
      {...form}
      gap="5"
      submitLabel={t(label)}
      pendingLabel={t(pending)}
      after={<AuthSwitchLine switchTo={switchTo} />}
    />
  );
};
