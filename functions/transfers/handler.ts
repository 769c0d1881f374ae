import { createHandler } from '../lib/http/create-handler';
import { defaultTransferService } from './transfer-wiring';

const service = defaultTransferService();

export const handler = createHandler('transfers', {
  startImport: ({ caller, body }) => service.start(caller, body),
  importStatus: ({ caller, params }) => service.status(caller, params.jobId),
  exportRecipes: ({ caller }) => service.export(caller),
});
