import ipaddr from 'ipaddr.js';

/**
 * The key a limit per address counts a client address under: one IPv6 client holds a whole /64
 * (one host's share, RFC 4291) and may rotate through it freely, so an IPv6 address counts as its
 * /64; an IPv4 address counts as itself, as does one written IPv4-mapped (`::ffff:1.2.3.4`), so the
 * two spellings of one client never split its count. Input that is no address (never expected from
 * API Gateway or CloudFront) is its own key, trimmed: stable, and never a throw.
 */
export const addressKey = (address: string): string => {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < 4 ? part : 0));
  return `${new ipaddr.IPv6(network).toString()}/64`;
};
