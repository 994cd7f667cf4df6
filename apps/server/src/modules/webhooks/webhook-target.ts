import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where the shop may send a webhook (server-side request forgery): the owner types a URL, and the
 * shop's server, inside its own network, calls it. Only http and https (the URL schema), and never
 * an address of the machine or its private network: loopback, RFC 1918, carrier-grade NAT,
 * link-local (the cloud's metadata service at 169.254.169.254), unique-local IPv6, multicast and
 * the reserved blocks (IANA's special-purpose address registries). A name is resolved when a
 * delivery is sent and every address it resolves to is checked; the connection then goes to the
 * checked address (the check is the socket's own `lookup`), so a name that answers a public
 * address to the check and a private one to the connection (DNS rebinding) gets nowhere.
 * Redirects are not followed. `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true` lifts the address check for
 * a receiver on the same machine (development, tests).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** True for an address the shop may call (IPv4-mapped IPv6 is judged by its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The URL's host as an address, when it is one (`[::1]` → `::1`), else null. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/**
 * Refused at registration: a URL whose host is a private address or a name of this machine. A
 * public-looking name is checked again at every delivery, as it may resolve elsewhere later.
 */
export function isAllowedWebhookUrl(url: string, allowPrivateTargets: boolean): boolean {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (allowPrivateTargets) return true;
  // A fully qualified name may end with a dot ("localhost."): the same host.
  const host = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return false;
  const address = literalAddress(host);
  return address === null || isPublicAddress(address);
}

export class TargetNotAllowedError extends Error {
  constructor(host: string, address: string) {
    super(`${host} is ${address}, a private or reserved address: webhooks are not sent there`);
    this.name = "TargetNotAllowedError";
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's `lookup`: resolves as Node would, then refuses a name any of whose addresses is
 * private. Node skips `lookup` for a host that is already an address: `assertAllowedHost` checks
 * those before the request is made.
 */
export function guardedLookup(allowPrivateTargets: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivateTargets ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new TargetNotAllowedError(hostname, refused.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** A URL whose host is an address: checked here, since no lookup will run for it. */
export function assertAllowedHost(url: URL, allowPrivateTargets: boolean): void {
  if (allowPrivateTargets) return;
  const address = literalAddress(url.hostname);
  if (address !== null && !isPublicAddress(address)) throw new TargetNotAllowedError(url.hostname, address);
}
