import type { S3Event } from 'aws-lambda';
import { logger } from '../lib/logger';
import { defaultTransferService } from './transfer-wiring';

const service = defaultTransferService();

/**
 * Started by S3 when a file lands under imports/ in the transfer bucket (in AWS by an event
 * notification, locally by the runtime on s3rver's event): reads it and adds its recipes.
 */
export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    logger.info('Importing an uploaded file', { key });
    await service.run(key);
  }
};
