import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RegisterForm as RegisterInput } from '#shared/users/user-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { InputField } from '#web/components/ui/input-field';
import { paths } from '#web/config/paths';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type RegisterValues, registrationErrorMessage, useRegister } from '../api/register';
import type { LoginLocationState } from './login-form';

const validation = lazyResolver<RegisterInput, RegisterValues>(
  async () => (await import('./form-resolvers')).registerResolver,
);

export const RegisterForm = () => {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        const state: LoginLocationState = { registeredEmail: values.email };
        void navigate(paths.login.getHref(), { state });
      },
    }),
  );

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} onFocus={() => void validation.preload()} noValidate>
        <InputField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <InputField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {registration.isError && (
          <FormAlert status="error">{registrationErrorMessage(registration.error)}</FormAlert>
        )}
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          loading={registration.isPending}
          loadingText="Registering..."
        >
          Register
        </Button>
        <Text textAlign="center">
          Already have an account?{' '}
          <Link asChild color="green.700" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.login.getHref()}>Sign in here</RouterLink>
          </Link>
        </Text>
      </form>
    </Stack>
  );
};
