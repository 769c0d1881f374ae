import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OperationsAlarmsProps {
  api: IHttpApi;
  /** Where alarm notifications go; without it, subscribe to the topic later. */
  alarmEmail?: string;
}

const fiveMinutes = Duration.minutes(5);

/** Lambda's metric summed over every function of the account in this region (no dimension). */
const accountWideLambda = (metricName: 'Errors' | 'Throttles') =>
  new Metric({ namespace: 'AWS/Lambda', metricName, period: fiveMinutes, statistic: 'Sum' });

/**
 * The alarms an operator of this app needs: the API answering 5xx, a function failing, a function
 * being throttled. All notify one SNS topic. Quiet periods (no traffic) are not alarms.
 *
 * Three alarms, each on one metric, because an alarm is billed per metric it reads ($0.10 a month
 * each): the API's own 5xx, and Lambda's account-wide Errors and Throttles, which cover every
 * function of the stack (the API's, the upload and the live stream's) and cost the same however
 * many functions there are. Which function failed is in the logs (docs/operations.md, "Watching it").
 */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Recipe Planner alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) =>
      new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(notify);

    alarm(
      'Api5xxAlarm',
      props.api.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      5,
      'The API answered 5 or more server errors in 5 minutes',
    );
    alarm(
      'LambdaErrorsAlarm',
      accountWideLambda('Errors'),
      3,
      'Lambda functions in this account and region failed 3 or more times in 5 minutes',
    );
    alarm(
      'LambdaThrottlesAlarm',
      accountWideLambda('Throttles'),
      1,
      'A Lambda function in this account and region was throttled in the last 5 minutes',
    );
  }
}
