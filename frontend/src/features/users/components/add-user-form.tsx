import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { roleLabels, roles } from '#shared/roles';
import type { addUserBody } from '#shared/users/user-schemas';
import { InputField } from '#web/components/ui/input-field';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type AddUserValues, useAddUser } from '../api/add-user';

type AddUserInput = z.input<typeof addUserBody>;

const validation = lazyResolver<AddUserInput, AddUserValues>(
  async () => (await import('./form-resolvers')).addUserResolver,
);

const emptyForm: AddUserInput = { name: '', email: '', password: '', role: 'User' };

/** 'Add New User': an account with any role; the form is cleared after each success. */
export const AddUserForm = () => {
  const roleId = useId();
  const addition = useAddUser();
  const { feedback, show } = useTransientMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddUserInput, unknown, AddUserValues>({
    resolver: validation.resolver,
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((values) =>
    addition.mutate(values, {
      onSuccess: (user) => {
        reset(emptyForm);
        show({ status: 'success', text: `User ${user.name} added successfully.` });
      },
      onError: (error) => show({ status: 'error', text: errorMessage(error, 'Failed to add user.') }),
    }),
  );

  return (
    <Stack asChild gap="4" maxW="md">
      <form
        onSubmit={onSubmit}
        onFocus={() => void validation.preload()}
        noValidate
        aria-label="Add New User"
      >
        <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <InputField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
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
        <Field.Root invalid={Boolean(errors.role)}>
          <Field.Label htmlFor={roleId}>Role</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field id={roleId} {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
        </Field.Root>
        <TransientMessage feedback={feedback} />
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          alignSelf="flex-start"
          loading={addition.isPending}
        >
          Add User
        </Button>
      </form>
    </Stack>
  );
};
