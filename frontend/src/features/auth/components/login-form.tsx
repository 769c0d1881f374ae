import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { LoginForm as LoginInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { InputField } from '#web/components/ui/input-field';
import { paths } from '#web/config/paths';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type LoginValues, loginErrorMessage, useLogin } from '../api/login';

/** Set by the registration screen so the new user can sign in straight away. */
export interface LoginLocationState {
  registeredEmail?: string;
}

const validation = lazyResolver<LoginInput, LoginValues>(
  async () => (await import('./form-resolvers')).loginResolver,
);

export const LoginForm = () => {
  const navigate = useNavigate();
  const registeredEmail = (useLocation().state as LoginLocationState | null)?.registeredEmail;
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: validation.resolver,
    defaultValues: { email: registeredEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate(paths.recipes.getHref(), { replace: true }) }),
  );

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} onFocus={() => void validation.preload()} noValidate>
        {registeredEmail && !login.isError && (
          <FormAlert status="success">Your account is ready. Sign in to continue.</FormAlert>
        )}
        <InputField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {login.isError && <FormAlert status="error">{loginErrorMessage(login.error)}</FormAlert>}
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          loading={login.isPending}
          loadingText="Signing in..."
        >
          Sign in
        </Button>
        <Text textAlign="center">
          Don't have an account?{' '}
          <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.register.getHref()}>Register here</RouterLink>
          </Link>
        </Text>
      </form>
    </Stack>
  );
};
