import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the validation code; a form calls it when the user starts on it. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose validation code (zod and the shared schemas) loads on first
 * use. Call `preload` when the user starts on the form so it is ready by the first submit.
 */
export const lazyResolver = <Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> => {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const ready = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is retried on the next attempt
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await ready())(values, context, options);
  return { resolver, preload: () => void ready().catch(() => undefined) };
};
