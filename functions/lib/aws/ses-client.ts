import { SESv2Client } from '@aws-sdk/client-sesv2';

/** The SES (v2 API) client, created once per container, only in the function that sends mail. */
export const ses = new SESv2Client({ maxAttempts: 3 });
