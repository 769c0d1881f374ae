/**
 * The service worker's cache of API reads (frontend/vite.config.ts): the last answer of each list
 * read, kept so the list opens offline. Named here too, so logout can delete it.
 */
export const apiReadsCacheName = 'api-reads';

/**
 * The header the service worker adds to an answer it gives from that cache because the network
 * failed: the page then knows it is offline, whatever `navigator.onLine` says.
 */
export const offlineCopyHeader = 'x-offline-copy';
