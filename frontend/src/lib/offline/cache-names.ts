/**
 * The service worker's cache of API reads (frontend/vite.config.ts): the last answer of each list
 * read, kept so the list opens offline. Named here too, so logout can delete it.
 */
export const apiReadsCacheName = 'api-reads';
