import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createTable, type Table } from './table';

let table: Table | undefined;

/** The table of this deployment on the container's one DynamoDB client, for the handlers to wire their services. */
export const defaultTable = (): Table => {
  table ??= createTable(dynamo, tableConfig().TABLE_NAME);
  return table;
};
