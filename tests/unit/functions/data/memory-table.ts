import { unlessConditionFailed } from '#functions/data/condition-failures';
import type { Table, WritePart } from '#functions/data/table';
import type { Key } from '#functions/data/table-definition';

type Item = Key & Record<string, unknown>;
type Values = Record<string, unknown> | undefined;
type Names = Record<string, string> | undefined;

const nameOf = (token: string, names: Names) => (token.startsWith('#') ? (names?.[token] ?? token) : token);

/** The conditions the throttle writes: `attribute_not_exists(pk)` and `name = :value`. */
const holds = (condition: string | undefined, item: Item | undefined, values: Values, names: Names) => {
  if (!condition) return true;
  if (condition === 'attribute_not_exists(pk)') return item === undefined;
  const equals = condition.match(/^(#?\w+) = (:\w+)$/);
  if (!equals) throw new Error(`memory table cannot evaluate ${condition}`);
  return item !== undefined && item[nameOf(equals[1] ?? '', names)] === values?.[equals[2] ?? ''];
};

/** `ADD name :n` and `SET name = :v, …` clauses, as the throttle's updates use them. */
const applyUpdate = (item: Item, expression: string, values: Values, names: Names): Item => {
  const next: Record<string, unknown> = { ...item };
  for (const [, action, body] of expression.matchAll(/(ADD|SET) ([^A-Z]+?)(?= ADD | SET |$)/g)) {
    for (const clause of (body ?? '').split(',').map((part) => part.trim())) {
      const [target = '', value = ''] = action === 'ADD' ? clause.split(' ') : clause.split(' = ');
      const name = nameOf(target, names);
      next[name] =
        action === 'ADD' ? Number(next[name] ?? 0) + Number(values?.[value]) : values?.[value.trim()];
    }
  }
  return next as Item;
};

const conditionFailure = () => Object.assign(new Error('The conditional request failed'), { failed: true });

/**
 * The table's single-item reads and writes on a Map, with the conditions the sign-in throttle
 * uses, and a log of every call (`get SIGNIN`, `put SIGNIN`…, by the key's prefix; into `calls`
 * when given) so tests can compare the work two requests do. Each call yields once, so concurrent callers interleave as
 * they would on DynamoDB.
 */
export const memoryTable = (calls: string[] = []) => {
  const items = new Map<string, Item>();
  const id = ({ pk, sk }: Key) => `${pk}|${sk}`;
  const prefix = ({ pk }: Key) => pk.split('#')[0];

  const apply = async (part: WritePart) => {
    await Promise.resolve();
    if ('Put' in part) {
      const { Item, ConditionExpression, ExpressionAttributeValues: values } = part.Put;
      calls.push(`put ${prefix(Item)}`);
      if (!holds(ConditionExpression, items.get(id(Item)), values, part.Put.ExpressionAttributeNames))
        throw conditionFailure();
      items.set(id(Item), Item);
      return Item;
    }
    if ('Delete' in part) {
      calls.push(`delete ${prefix(part.Delete.Key)}`);
      items.delete(id(part.Delete.Key));
      return undefined;
    }
    if ('Update' in part) {
      const { Key: key, UpdateExpression, ExpressionAttributeValues: values } = part.Update;
      const names = part.Update.ExpressionAttributeNames;
      calls.push(`update ${prefix(key)}`);
      if (!holds(part.Update.ConditionExpression, items.get(id(key)), values, names))
        throw conditionFailure();
      const updated = applyUpdate(items.get(id(key)) ?? { ...key }, UpdateExpression, values, names);
      items.set(id(key), updated);
      return updated;
    }
    throw new Error('memory table: condition checks belong to transactions');
  };
  const failed = (error: unknown) => (error as { failed?: boolean }).failed === true;

  const table = {
    async get<T>(key: Key) {
      await Promise.resolve();
      calls.push(`get ${prefix(key)}`);
      return items.get(id(key)) as T | undefined;
    },
    async batchGet<T>(keys: Key[]) {
      await Promise.resolve();
      calls.push(`batchGet ${keys.map(prefix).join(',')}`);
      return keys.flatMap((key) => items.get(id(key)) ?? []) as T[];
    },
    async write(part: WritePart) {
      await apply(part);
    },
    tryWrite: (part: WritePart) =>
      unlessConditionFailed(
        apply(part).then(() => true),
        false,
        failed,
      ),
    update: <T>(part: WritePart) =>
      unlessConditionFailed(
        apply(part).then((item) => item as T),
        undefined,
        failed,
      ),
  } as unknown as Table;

  return { table, items, calls };
};
