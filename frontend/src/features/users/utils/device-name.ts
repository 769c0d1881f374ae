import type { DeviceSession } from '#shared/users/device-schemas';
import { t } from '#web/lib/i18n/t';

/** "Chrome on Linux"; a device whose User-Agent named nothing is an "Unknown browser". */
export const deviceName = ({ browser, system }: Pick<DeviceSession, 'browser' | 'system'>) => {
  const named = browser ?? t('users.unknownBrowser');
  return system ? t('users.browserOnSystem', { browser: named, system }) : named;
};
