import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON log lines (Powertools), one per event, with the Lambda request id, cold start and
 * the API Gateway request id as correlation id, so CloudWatch Logs Insights can follow one request.
 * The level comes from POWERTOOLS_LOG_LEVEL (INFO in AWS; the local runtime sets WARN unless told).
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'recipe-planner' });
