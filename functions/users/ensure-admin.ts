import { addUserBody } from '#shared/users/user-schemas';
import { createDefaultUserService } from './user-service-factory';

const adminInput = addUserBody.omit({ role: true });

/**
 * The first-SysAdmin bootstrap, one mechanism for both places: the local runtime calls it at start-up
 * and `npm run create-admin` calls it against a deployed stack. Creates nothing if the email exists.
 */
export const ensureAdmin = async (input: { name?: string; email: string; password: string }) => {
  const parsed = adminInput.safeParse({
    name: input.name ?? 'Administrator',
    email: input.email,
    password: input.password,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid admin account: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const outcome = await createDefaultUserService().ensureAdmin(parsed.data);
  return { outcome, email: parsed.data.email };
};
