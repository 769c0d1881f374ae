import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';

export interface TableStreamOptions {
  tableName: string;
  endpoint: string;
  /** Region and credentials, when not the environment's (the local runtime sets those). */
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Called with each shard's records in order; the next read of that shard waits for it. */
  onRecords: (records: _Record[]) => Promise<void>;
  /**
   * How long an idle stream waits before it is read again. `wake()` ends the wait at once: the
   * runtime calls it after each change a consumer takes (stream-wakes.ts), so those go out without
   * waiting and the idle polling (DynamoDB Local's CPU) stays light.
   */
  idleMs?: number;
  /** How often the stream is described again for new shards (DynamoDB Local rolls them over). */
  rediscoverMs?: number;
}

/**
 * After a wake the stream is read at once; a read that finds nothing (the record lags the write) is
 * tried again every 20 ms, for half a second at most, until one finds records. Reads are at least
 * 20 ms apart, so a stream of writes costs DynamoDB Local at most 50 reads a second, not one per write
 * plus the polling (issue 28, point 8).
 */
const hotIdleMs = 20;
const hotMs = 500;
/** GetRecords' own maximum: a full page is read on at once, a backlog (an import) not held to the pace. */
const pageLimit = 1000;

type AttributeValue = Record<string, unknown>;

/**
 * The Streams client (3.1141) reads an empty map attribute, `{ "M": {} }` on the wire, as `{}`,
 * which no unmarshaller accepts. Lambda hands the stream function the wire form, so the local
 * runtime puts the maps back before its records reach the same function.
 */
const withEmptyMaps = (value: AttributeValue): AttributeValue => {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) return { M: imageWithEmptyMaps(value.M as Record<string, AttributeValue>) };
  if (Array.isArray(value.L)) return { L: (value.L as AttributeValue[]).map(withEmptyMaps) };
  return value;
};
const imageWithEmptyMaps = (image: Record<string, AttributeValue> | undefined) =>
  image && Object.fromEntries(Object.entries(image).map(([name, value]) => [name, withEmptyMaps(value)]));

/** A record as Lambda's event source would deliver it (see withEmptyMaps). */
export const asLambdaRecord = (record: _Record): _Record => {
  const images = record.dynamodb;
  if (!images) return record;
  return {
    ...record,
    dynamodb: {
      ...images,
      NewImage: imageWithEmptyMaps(images.NewImage as Record<string, AttributeValue> | undefined),
      OldImage: imageWithEmptyMaps(images.OldImage as Record<string, AttributeValue> | undefined),
    } as typeof images,
  };
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * What Lambda's DynamoDB event source does in AWS, for the local runtime: reads the table's stream
 * from now on (shards open at start from their latest record, later shards from their first) and
 * hands each batch of records to the live stream handler. Errors (DynamoDB Local restarting) are
 * logged and the read is tried again shortly.
 */
export const followTableStream = ({
  tableName,
  endpoint,
  region,
  credentials,
  onRecords,
  idleMs = 250,
  rediscoverMs = 5_000,
}: TableStreamOptions) => {
  const dynamo = new DynamoDBClient({ endpoint, region, credentials });
  const streams = new DynamoDBStreamsClient({ endpoint, region, credentials });
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  /** Until when the stream is read every `hotIdleMs` (after a wake, until a read finds the write's records). */
  let hotUntil = 0;
  let lastWake = 0;
  let lastRead = 0;
  /**
   * Waits `ms`, or less if woken; a wake during a read makes the next wait none. Either way the next
   * read starts at least `hotIdleMs` after the last one began, so many wakes share one read.
   */
  const idle = async (ms: number) => {
    if (!woken)
      await new Promise<void>((done) => {
        const timer = setTimeout(done, ms);
        wakeUp = () => {
          clearTimeout(timer);
          done();
        };
      });
    wakeUp = undefined;
    woken = false;
    const early = lastRead + hotIdleMs - Date.now();
    if (early > 0) await sleep(early);
  };
  /** Open shards being read, by id, with their next iterator; every shard ever seen, so none is read twice. */
  const reading = new Map<string, string>();
  const seen = new Set<string>();

  const discover = async (firstTime: boolean) => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId ?? '';
        if (seen.has(shardId)) continue;
        seen.add(shardId);
        const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
        if (firstTime && closed) continue; // history from before the start
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ShardIteratorType: firstTime ? ShardIteratorType.LATEST : ShardIteratorType.TRIM_HORIZON,
          }),
        );
        if (ShardIterator) reading.set(shardId, ShardIterator);
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  };

  /** Whether any shard had records, and whether one had a full page (more may wait behind it). */
  const readShards = async () => {
    let found = false;
    let full = false;
    for (const [shardId, iterator] of reading) {
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: pageLimit }),
      );
      full ||= Records.length >= pageLimit;
      if (Records.length > 0) {
        found = true;
        await onRecords(Records.map(asLambdaRecord)).catch((error: unknown) =>
          console.error(
            JSON.stringify({ level: 'error', message: 'Live stream handler failed', error: String(error) }),
          ),
        );
      }
      if (NextShardIterator) reading.set(shardId, NextShardIterator);
      else reading.delete(shardId); // the shard closed; its successor is found by the next discovery
    }
    return { found, full };
  };

  const run = async () => {
    let lastDiscovery = 0;
    let firstTime = true;
    while (!stopped) {
      try {
        if (firstTime || Date.now() - lastDiscovery >= rediscoverMs || reading.size === 0) {
          await discover(firstTime);
          firstTime = false;
          lastDiscovery = Date.now();
        }
        const readAt = Date.now();
        lastRead = readAt;
        // Records found after the last wake are what it was for: no more polling until the next one.
        const { found, full } = await readShards();
        if (found && lastWake <= readAt) hotUntil = 0;
        if (!full) await idle(Date.now() < hotUntil ? hotIdleMs : idleMs);
      } catch (error) {
        if (stopped) return;
        console.error(
          JSON.stringify({
            level: 'warn',
            message: 'Reading the table stream failed; retrying',
            error: String(error),
          }),
        );
        reading.clear();
        seen.clear();
        firstTime = true; // start again from now: a restarted DynamoDB Local has new iterators
        await sleep(1_000);
      }
    }
  };

  const done = run();
  return {
    /** Reads the stream now (a write has just been made). */
    wake: () => {
      woken = true;
      lastWake = Date.now();
      hotUntil = lastWake + hotMs;
      wakeUp?.();
    },
    /**
     * Stops at once, without waiting for a read in flight (it fails and ends the loop): on shutdown
     * DynamoDB Local may already be gone, and the SDK's retries would hold up the rest of the stop.
     */
    stop: () => {
      stopped = true;
      wakeUp?.();
      dynamo.destroy();
      streams.destroy();
      done.catch(() => undefined);
    },
  };
};
