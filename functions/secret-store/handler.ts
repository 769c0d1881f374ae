import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { sendCustomResourceResponse } from './custom-resource-response';
import { parameterStoreEffects } from './parameter-store-effects';
import { provisionSecrets, type SecretStoreProperties, secretStorePhysicalId } from './provision-secrets';

/**
 * The custom resource `Custom::SecretStore` (infra/constructs/secret-store.ts). CloudFormation waits
 * for an answer at the response address, so every outcome is answered, a failure with its reason
 * (which shows in the stack's events), and the deployment fails in seconds instead of timing out.
 */
export const handler = async (
  event: CloudFormationCustomResourceEvent<SecretStoreProperties>,
): Promise<void> => {
  const request = {
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  };
  try {
    const { physicalResourceId, data } = await provisionSecrets(event, parameterStoreEffects(event.StackId));
    await sendCustomResourceResponse(event.ResponseURL, {
      ...request,
      Status: 'SUCCESS',
      PhysicalResourceId: physicalResourceId,
      NoEcho: true,
      Data: data,
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    logger.error('Secret store request failed', { requestType: event.RequestType, error });
    await sendCustomResourceResponse(event.ResponseURL, {
      ...request,
      Status: 'FAILED',
      Reason: reason.slice(0, 1000),
      // A failed Create has no id yet: the one it would have had, so the rollback's Delete names the same.
      PhysicalResourceId:
        'PhysicalResourceId' in event
          ? event.PhysicalResourceId
          : secretStorePhysicalId(event.ResourceProperties),
    });
  }
};
