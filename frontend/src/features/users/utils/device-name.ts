import type { DeviceSession } from '#shared/users/device-schemas';

/** "Chrome on Linux"; a device whose User-Agent named nothing is an "Unknown browser". */
export const deviceName = ({ browser, system }: Pick<DeviceSession, 'browser' | 'system'>) =>
  system ? `${browser ?? 'Unknown browser'} on ${system}` : (browser ?? 'Unknown browser');
