import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one place that decides whether the shop may call an address a user gave it (a reseller's
 * webhook URL, a browser's push service). Only public unicast addresses pass: never loopback,
 * private, link-local (where cloud metadata services live, 169.254.169.254), carrier-grade NAT,
 * multicast, reserved or unspecified ones, nor IPv6 forms that embed one of those
 * (::ffff:127.0.0.1, 64:ff9b::a00:1), nor any IPv4-compatible one (::/96, e.g. ::127.0.0.1).
 * An operator may allow ranges on purpose (`allowed`, e.g. a receiver on the same private network).
 */
export type AddressPolicy = { allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

export function addressPolicy(allowedRanges: string[]): AddressPolicy {
  return { allowed: allowedRanges.map((r) => ipaddr.parseCIDR(r)) };
}

/** Why an address may not be called, or null when it may. */
export function addressProblem(address: string, policy: AddressPolicy): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(isIP(address) === 6 ? inHex(address) : address);
  } catch {
    return 'it is not an address';
  }
  if (policy.allowed.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) return null;
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // The IPv4-compatible range (::/96, deprecated since 2006): no public host has such an address,
    // and a stack may take ::127.0.0.1 to the IPv4 loopback. ipaddr.js calls most of it unicast
    // (or, written with dots, IPv4-mapped), so the whole range is refused by its prefix here.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) {
      const range = v6.range();
      return range === 'unspecified' || range === 'loopback' ? `it is a ${range} address` : 'it is an IPv4-compatible address (::/96), which is never public';
    }
    // An IPv4 address written as IPv6 is judged as the IPv4 address it is.
    if (v6.isIPv4MappedAddress()) return addressProblem(v6.toIPv4Address().toString(), policy);
    const range = v6.range();
    if (range === 'rfc6052' || range === '6to4' || range === 'teredo') return 'it embeds another address';
    return range === 'unicast' ? null : `it is a ${range} address`;
  }
  const range = (parsed as ipaddr.IPv4).range();
  return range === 'unicast' ? null : `it is a ${range} address`;
}

/**
 * An IPv6 address as the URL parser writes it, its IPv4 part in hex: ipaddr.js reads a dotted
 * tail after :: as IPv4-mapped (::127.0.0.1 as ::ffff:127.0.0.1), which it is not.
 */
function inHex(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/** An address the shop refuses to call, with a sentence a reseller can act on. */
export class PrivateAddressError extends Error {}

/**
 * Resolves a host and checks every address it has (a name with one public and one private
 * address is refused: the connection could go to either). Answers the addresses to connect to.
 */
export async function publicAddressesOf(hostname: string, policy: AddressPolicy, lookup: Lookup = systemLookup): Promise<{ address: string; family: number }[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare).catch(() => {
    throw new PrivateAddressError(`The address ${hostname} could not be found.`);
  });
  if (addresses.length === 0) throw new PrivateAddressError(`The address ${hostname} could not be found.`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, policy);
    if (!problem) continue;
    // A literal address is what the user wrote: the reason helps them. For a name, what it resolves
    // to is the shop's network's business (an internal name's address is a map of it): not said.
    const why = isIP(bare) ? ` (${problem})` : '';
    throw new PrivateAddressError(`The shop only calls public internet addresses, and ${hostname} is not one${why}.`);
  }
  return addresses;
}

/**
 * A DNS lookup for an outgoing connection (http.request's or an Agent's `lookup`) that resolves
 * and checks every address at connect time: the address checked is the one connected to, so a
 * name that changes its answer between a check and the call cannot slip through.
 */
export function publicLookup(policy: AddressPolicy, lookup?: Lookup): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, policy, lookup).then(
      (addresses) => {
        if (options.all) (callback as unknown as (err: null, addresses: { address: string; family: number }[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** Checks a literal address in a URL (a literal is never looked up, so `publicLookup` never sees it). */
export async function assertLiteralAddressPublic(url: URL, policy: AddressPolicy) {
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await publicAddressesOf(url.hostname, policy);
}
