import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (zod and the shared schemas) loads on first
 * use. Call `preload` when the user starts on the form so it is ready by the first submit.
 */
export const lazyResolver = <Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
) => {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is retried on the next attempt
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
};
