import { createHandler } from '../lib/http/create-handler';
import { requestLocale } from '../lib/i18n/request-locale';
import { defaultTransferService } from './transfer-wiring';

const service = defaultTransferService();

export const handler = createHandler('transfers', {
  startImport: ({ caller, body }) => service.start(caller, body),
  importStatus: ({ caller, params, event }) => service.status(caller, params.jobId, requestLocale(event)),
  exportRecipes: ({ caller }) => service.export(caller),
});
