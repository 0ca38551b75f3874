import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies' `X-Forwarded-*` headers to believe: none (`false`), the last N hops, or the hops
 * whose addresses are listed. Never every hop: the left-most `X-Forwarded-For` entry is written by
 * the client, so believing it lets a client choose the address its limits are counted under.
 */
export type TrustProxy = false | number | readonly string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .default("false")
  .transform((value, context): TrustProxy => {
    const setting = value.trim();
    if (setting === "" || setting === "false" || setting === "0") return false;
    if (setting === "true") {
      context.addIssue({
        code: "custom",
        message:
          "`true` would believe every X-Forwarded-For entry, including the one the client writes: give the number of proxy hops in front of the server (1 behind one load balancer) or the proxies' addresses (CIDR, comma-separated)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(setting)) return Number(setting);
    const entries = setting.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrCidr(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: "custom",
        message: `"${wrong}" is neither a hop count nor an address or CIDR range (e.g. 1, or 10.0.0.0/8,192.168.1.5)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The setting in Fastify's terms: a hop count becomes "believe the first N hops from the server". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting === false ? false : [...setting];
}
