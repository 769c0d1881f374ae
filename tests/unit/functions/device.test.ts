import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../../functions/lib/auth/device';

describe('deviceOf', () => {
  it('names the browser and system of common User-Agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({
      browser: 'Firefox',
      system: 'Windows',
    });
  });

  it('is unknown (null) for a missing, empty or unreadable header', () => {
    for (const header of [undefined, '', '   ', 'x'.repeat(10_000), '<script>alert(1)</script>'])
      expect(deviceOf(header)).toEqual({ browser: null, system: null });
  });

  it('keeps a name short and plain whatever the header holds', () => {
    const { browser } = deviceOf(`Mozilla/5.0 (X11; Linux x86_64) Chrome/1 ${'y'.repeat(600)}`);
    expect(browser === null || browser.length <= 40).toBe(true);
  });
});
