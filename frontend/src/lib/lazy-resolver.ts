import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { t } from './i18n/t';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the validation code; a form calls it when the user starts on it. */
  preload: () => void;
}

/**
 * The shared schemas' messages are catalogue keys (`errors.nameRequired`), as the API's are: the
 * form shows each in the reader's language. Walks the nested errors of arrays and objects.
 */
const translated = <Errors extends FieldErrors>(errors: Errors): Errors => {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    const entries = Object.entries(node).map(([key, value]) =>
      key === 'message' && typeof value === 'string'
        ? [key, t(value)]
        : key === 'ref'
          ? [key, value]
          : [key, walk(value)],
    );
    return Object.fromEntries(entries);
  };
  return walk(errors) as Errors;
};

/** A resolver whose messages (the shared schemas' catalogue keys) come out in the reader's language. */
export const translatedResolver =
  <Input extends FieldValues, Output>(
    resolver: Resolver<Input, unknown, Output>,
  ): Resolver<Input, unknown, Output> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length > 0) result.errors = translated(result.errors);
    return result;
  };

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
  const resolver = translatedResolver<Input, Output>(async (values, context, options) =>
    (await ready())(values, context, options),
  );
  return { resolver, preload: () => void ready().catch(() => undefined) };
};
