/**
 * DynamoDB still left part of a batch unprocessed after every attempt the back-off allows (it is
 * throttling): the request fails rather than silently skipping items. Its own module, free of SDK
 * imports, so the HTTP layer can recognise it in every function.
 */
export class UnprocessedItemsError extends Error {
  constructor(
    readonly operation: 'BatchGetItem' | 'BatchWriteItem',
    readonly unprocessed: number,
  ) {
    super(`${operation} left ${unprocessed} item(s) unprocessed after every retry`);
    this.name = 'UnprocessedItemsError';
  }
}
