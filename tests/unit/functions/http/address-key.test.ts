import { describe, expect, it } from 'vitest';
import { addressKey } from '#functions/lib/http/address-key';
import { itReadsAs } from '../../../support/reads-as';

describe('the key a limit per address counts', () => {
  itReadsAs(addressKey, {
    'is an IPv4 address itself': [
      ['203.0.113.9', '203.0.113.9'],
      ['203.0.113.10', '203.0.113.10'],
    ],
    "is an IPv6 address's /64, written full or compressed": [
      ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
      ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
      ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ],
    'is the IPv4 address of an IPv4-mapped IPv6 address, so both spellings count together': [
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['::ffff:cb00:7109', '203.0.113.9'],
    ],
  });

  it('is one for every address of one /64 (a client rotating through its own), another for the next /64', () => {
    const rotated = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb:1234:5:6:7'];
    expect(new Set(rotated.map(addressKey))).toEqual(new Set(['2001:db8:aa:bb::/64']));
    expect(addressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressKey('2001:db9:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
  });

  it('is a stable key for input that is no address, and never throws', () => {
    for (const garbage of [
      '',
      'not an address',
      '1.2.3.4.5',
      '2001:db8::1::2',
      '::ffff:999.1.1.1',
      '<script>',
    ]) {
      expect(() => addressKey(garbage)).not.toThrow();
      expect(addressKey(garbage)).toBe(addressKey(garbage));
    }
    expect(addressKey('not an address')).toBe('not an address');
    expect(addressKey(' 203.0.113.9 ')).toBe('203.0.113.9');
  });
});
