import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { asLambdaRecord } from '../../../infra/local/table-stream';

describe('the local stream reader hands records over as Lambda does', () => {
  it('puts back the empty maps the Streams client reads as {}, at any depth, and keeps the rest', () => {
    // What the Streams client returned from DynamoDB Local for an item with empty maps.
    const asRead = {
      pk: { S: 'GROUP#g1' },
      fieldTimes: {},
      nested: { M: { inner: {}, list: { L: [{}, { N: '1' }] } } },
      flag: { BOOL: false },
    };
    const record = asLambdaRecord({
      eventName: 'MODIFY',
      dynamodb: { NewImage: asRead, OldImage: asRead },
    } as unknown as _Record);
    const expected = { pk: 'GROUP#g1', fieldTimes: {}, nested: { inner: {}, list: [{}, 1] }, flag: false };
    for (const image of [record.dynamodb?.NewImage, record.dynamodb?.OldImage])
      expect(unmarshall(image as Parameters<typeof unmarshall>[0])).toEqual(expected);
  });

  it('leaves a record without images as it is', () => {
    const record = { eventName: 'REMOVE', dynamodb: { Keys: { pk: { S: 'a' } } } } as unknown as _Record;
    expect(asLambdaRecord(record).dynamodb?.Keys).toEqual({ pk: { S: 'a' } });
    expect(asLambdaRecord({ eventName: 'REMOVE' } as _Record)).toEqual({ eventName: 'REMOVE' });
  });
});
