import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OperationsAlarmsProps {
  api: IHttpApi;
  /** Each API function, by a name for its alarms. */
  functions: Record<string, IFunction>;
  /** Where alarm notifications go; without it, subscribe to the topic later. */
  alarmEmail?: string;
}

const fiveMinutes = Duration.minutes(5);

/**
 * The alarms an operator of this app needs: the API answering 5xx, a function failing, a function
 * being throttled. All notify one SNS topic. Quiet periods (no traffic) are not alarms.
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
    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}ErrorsAlarm`,
        fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        3,
        `The ${name} function failed 3 or more times in 5 minutes`,
      );
      alarm(
        `${name}ThrottlesAlarm`,
        fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        1,
        `The ${name} function was throttled in the last 5 minutes`,
      );
    }
  }
}
