import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { siteConfig } from "../../lib/site-config";
import { exchangeForToken, type Solver } from "./exchange-client";
import { solveInWorker } from "./solve-in-worker";
import { createTokenManager, type TokenManager } from "./token-manager";

/**
 * App attestation for the browser (requirements: App attestation), the one
 * module the protected calls use. Nothing runs until a form is first focused or
 * a protected call is made, so no page pays for it while loading. If attestation
 * fails, the call still goes, without a token: the server decides.
 */

/** How long a call waits for a token still being solved before it goes without. */
export const CALL_WAIT_MS = 15_000;

export interface AttestationClientOptions {
  readonly enabled: boolean;
  /** Base URL of the challenge and exchange endpoints; "" for this site. */
  readonly apiBase: string;
  readonly solve: Solver;
  readonly storage: () => Storage | null;
  readonly waitMs?: number;
}

export function createAttestationClient({
  enabled,
  apiBase,
  solve,
  storage,
  waitMs = CALL_WAIT_MS,
}: AttestationClientOptions) {
  let manager: TokenManager | undefined;
  const tokens = () => {
    manager ??= createTokenManager({ exchange: () => exchangeForToken(apiBase, solve), storage: storage() });
    return manager;
  };

  return {
    /** Starts solving in the background; give it to a protected form's onFocus. */
    prepare(): void {
      if (enabled) tokens().prepare();
    },

    /**
     * The header for a protected call, or none. `spend` for calls that use the
     * token up (the lead forms, deactivation), so it is never sent twice.
     */
    async headers({ spend = false }: { spend?: boolean } = {}): Promise<Record<string, string>> {
      if (!enabled) return {};
      try {
        const token = spend ? await tokens().takeToken(waitMs) : await tokens().getToken(waitMs);
        return token ? { [ATTESTATION_HEADER]: token } : {};
      } catch {
        return {};
      }
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked by the browser's settings: the token then lives as long as the page.
    return null;
  }
}

const client = createAttestationClient({
  enabled: siteConfig.ATTESTATION_ENABLED,
  apiBase: siteConfig.API_URL,
  solve: solveInWorker,
  storage: browserStorage,
});

export const prepareAttestation = (): void => client.prepare();
export const attestationHeaders = (options?: { spend?: boolean }) => client.headers(options);
