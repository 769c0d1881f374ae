/** The answer a custom resource owes CloudFormation (its "response object", at most 4 KB). */
export interface CustomResourceResponse {
  Status: 'SUCCESS' | 'FAILED';
  Reason?: string;
  PhysicalResourceId: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  /** Masks Data wherever CloudFormation shows resource attributes (stack events, the console). */
  NoEcho?: boolean;
  Data?: Record<string, string>;
}

/**
 * PUTs the response to the presigned S3 address CloudFormation sent with the request. The content
 * type is sent empty, as the address was signed for none (fetch would otherwise add text/plain).
 */
export const sendCustomResourceResponse = async (responseUrl: string, response: CustomResourceResponse) => {
  const answer = await fetch(responseUrl, {
    method: 'PUT',
    headers: { 'content-type': '' },
    body: JSON.stringify(response),
  });
  if (!answer.ok) throw new Error(`CloudFormation's response address answered ${answer.status}`);
};
