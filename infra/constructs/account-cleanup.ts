import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { accountCleanupHandlerEntry } from '#functions';
import { otherFunctionTableAccess } from '../stacks/function-access';
import { ApiFunction } from './api-function';

export interface AccountCleanupProps {
  /** The table, with its stream (NEW_AND_OLD_IMAGES) enabled. */
  table: TableV2;
  imageBucket: IBucket;
}

/** One round's work (functions/users/account-cleanup.ts: 10 s) and the writes in flight at its end. */
const timeoutSeconds = 60;

/**
 * The clean-up after an account's deletion (issue 25): a function on the table's stream that sees
 * only marked profiles (an event filter: the profile's sort key, a `deletedAt` in its new image)
 * and runs a round of that account's clean-up for each. Each round records its progress on the
 * profile, which the stream hands back for the next round, until the profile itself is deleted.
 */
export class AccountCleanup extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: AccountCleanupProps) {
    super(scope, id);
    this.function = new ApiFunction(scope, 'AccountCleanupFunction', {
      entry: accountCleanupHandlerEntry(),
      description: "Recipe planner: cleans up after an account's deletion",
      timeoutSeconds,
    });
    this.function.bindTable(props.table, otherFunctionTableAccess.accountCleanup);
    this.function.bindImageBucket(props.imageBucket, 'READ_DELETE');
    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 10,
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.or('INSERT', 'MODIFY'),
            dynamodb: {
              Keys: { sk: { S: FilterRule.isEqual('PROFILE') } },
              NewImage: { deletedAt: { S: FilterRule.exists() } },
            },
          }),
        ],
        // A failed round is handed back and runs again from the progress last recorded; past a day
        // the record expires with the stream's retention, and the account stays marked (unusable).
        retryAttempts: 20,
        maxRecordAge: Duration.days(1),
        bisectBatchOnError: true,
      }),
    );
  }
}
