import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormBody, type FormBodyProps } from '#web/components/ui/form-body';

export interface AuthSwitch {
  question: string;
  /** The link to the other form; absent when there is none to offer (sign-up closed or by invitation). */
  to?: string;
  label?: string;
}

/** The sign-in or registration form: its fields, its message, its button, and the way to the other one. */
export const AuthForm = ({ switchTo, ...form }: FormBodyProps & { switchTo: AuthSwitch }) => (
  <FormBody
    {...form}
    gap="5"
    after={
      <Text textAlign="center">
        {switchTo.question}
        {switchTo.to && (
          <>
            {' '}
            <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
              <RouterLink to={switchTo.to}>{switchTo.label}</RouterLink>
            </Link>
          </>
        )}
      </Text>
    }
  />
);
