import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/**
 * Creates the first SysAdmin in a deployed stack, with the same code the local runtime runs at
 * start-up. Usage: ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='…' npm run create-admin
 * (AWS credentials and region from the usual environment; STACK_NAME defaults to RecipePlanner).
 */
const stackName = process.env.STACK_NAME ?? 'RecipePlanner';
const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = process.env;

const main = async () => {
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD');
  const { Stacks } = await new CloudFormationClient({}).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  const outputs = Object.fromEntries(
    (Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
  );
  if (!outputs.TableName || !outputs.JwtSecretParameter)
    throw new Error(`Stack ${stackName} has no TableName/JwtSecretParameter outputs`);
  process.env.TABLE_NAME = outputs.TableName;
  process.env.JWT_SECRET_PARAMETER = outputs.JwtSecretParameter;

  const { ensureAdmin } = await import('#functions');
  const { outcome, email } = await ensureAdmin({
    name: ADMIN_NAME,
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  console.log(
    outcome === 'created' ? `Created SysAdmin ${email} in ${stackName}` : `${email} already has an account`,
  );
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
