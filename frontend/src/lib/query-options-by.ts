import { type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * The query options of an endpoint read by one argument (an id, an owner): cached under
 * `key(argument)` and fetched with the query's abort signal; `options` are the endpoint's own.
 */
export const queryOptionsBy =
  <Argument, Data, Key extends QueryKey>(
    key: (argument: Argument) => Key,
    fetch: (argument: Argument, signal: AbortSignal) => Promise<Data>,
    options: { staleTime?: number } = {},
  ) =>
  (argument: Argument) =>
    queryOptions({ queryKey: key(argument), queryFn: ({ signal }) => fetch(argument, signal), ...options });
