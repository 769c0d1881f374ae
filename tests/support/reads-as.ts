import { expect, it } from 'vitest';

/**
 * Tests of a small function of one input, as a table: each entry of `tests` is a test's title and
 * the inputs it tries, each with what `read` must make of it (a failure names the input).
 */
export const itReadsAs = <Input, Output>(
  read: (input: Input) => Output,
  tests: Record<string, readonly (readonly [Input, Output])[]>,
) => {
  for (const [title, pairs] of Object.entries(tests))
    it(title, () => {
      for (const [input, expected] of pairs) expect(read(input), JSON.stringify(input)).toEqual(expected);
    });
};

/** One test a row, titled by `title` (a printf-style `it.each` title): `read` makes the input into the expected value. */
export const eachReadsAs = <Input, Output>(
  read: (input: Input) => Output,
  title: string,
  rows: readonly (readonly [Input, Output])[],
) =>
  it.each(rows.map(([input, expected]) => [input, expected] as [Input, Output]))(title, (input, expected) => {
    expect(read(input)).toEqual(expected);
  });
