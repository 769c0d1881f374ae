import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type CfnStage, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { liveHandlerEntries, liveSortKeyPrefixes } from '#functions';
import { otherFunctionTableAccess } from '../stacks/function-access';
import { ApiFunction, type StoredSecret } from './api-function';

export interface LiveUpdatesProps {
  /** The table, with its stream (NEW_AND_OLD_IMAGES) enabled. */
  table: TableV2;
  jwtSecret: StoredSecret;
  /** CloudFront's header value: $connect refuses a connection that did not come through it. */
  originSecret: string;
}

/** The stage name, which is also the path CloudFront rewrites `/api/live` to. */
export const liveStageName = 'live';

/**
 * Live shopping lists (issue 16): an API Gateway WebSocket API whose function authorises each
 * connection with the access token and records what it follows, and a function on the table's
 * stream (shopping items only, by an event filter) that posts each change to the connections
 * following its list. The stream is the source, so every writer notifies: the API, the plan
 * generator, an import.
 */
export class LiveUpdates extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly socketFunction: ApiFunction;
  readonly streamFunction: ApiFunction;

  constructor(scope: Construct, id: string, props: LiveUpdatesProps) {
    super(scope, id);
    const { table } = props;

    this.socketFunction = new ApiFunction(scope, 'LiveSocketFunction', {
      entry: liveHandlerEntries.socket,
      description: 'Recipe planner live lists: connect, subscribe, disconnect',
      environment: { ORIGIN_VERIFY_SECRET: props.originSecret },
    });
    this.socketFunction.bindTable(table, otherFunctionTableAccess.live);
    this.socketFunction.bindJwtSecret(props.jwtSecret);

    const integration = new WebSocketLambdaIntegration('LiveSocketIntegration', this.socketFunction);
    this.api = new WebSocketApi(this, 'Api', {
      description: 'Recipe planner live shopping lists',
      // The functions check tokens (browsers cannot send an Authorization header on a WebSocket).
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      // Every client message (subscribe, ping, anything else) goes to the one function, which
      // answers the ones it does not know with an error message.
      defaultRouteOptions: { integration },
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: liveStageName,
      autoDeploy: true,
      // A household's screens send a subscribe and a ping now and then; far above that.
      throttle: { rateLimit: 20, burstLimit: 50 },
    });
    (this.stage.node.defaultChild as CfnStage).accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        requestTime: '$context.requestTime',
        routeKey: '$context.routeKey',
        eventType: '$context.eventType',
        status: '$context.status',
        connectionId: '$context.connectionId',
        integrationError: '$context.integrationErrorMessage',
      }),
    };
    // Replies to the client's messages (subscribed, pong, error) go through the management API.
    this.stage.grantManagementApiAccess(this.socketFunction);
    this.socketFunction.addEnvironment('LIVE_CALLBACK_URL', this.stage.callbackUrl);

    this.streamFunction = new ApiFunction(scope, 'LiveStreamFunction', {
      entry: liveHandlerEntries.stream,
      description: 'Recipe planner live lists: table changes to the screens',
      environment: { LIVE_CALLBACK_URL: this.stage.callbackUrl },
    });
    this.streamFunction.bindTable(table, otherFunctionTableAccess.liveStream);
    this.stage.grantManagementApiAccess(this.streamFunction);
    this.streamFunction.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        // Shopping lists' items and aisle settings only: sessions, connections and everything
        // else never start the function.
        filters: liveSortKeyPrefixes.map((prefix) =>
          FilterCriteria.filter({ dynamodb: { Keys: { sk: { S: FilterRule.beginsWith(prefix) } } } }),
        ),
        // A change older than a minute is no longer live news; the screens refetch on reconnect.
        maxRecordAge: Duration.minutes(1),
        retryAttempts: 2,
        bisectBatchOnError: true,
      }),
    );
  }
}
