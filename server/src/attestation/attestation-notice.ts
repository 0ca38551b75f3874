import type { ServerConfig } from "../config";

export interface StartupNotice {
  readonly level: "info" | "warn";
  readonly message: string;
}

/** The one line startup logs about attestation, or null when it is configured and enforced. */
export function attestationNotice(config: Pick<ServerConfig, "attestation" | "site">): StartupNotice | null {
  const pagesAttest = config.site.ATTESTATION_ENABLED;
  if (!config.attestation) {
    return pagesAttest
      ? {
          level: "warn",
          message:
            "ATTESTATION_ENABLED is on but ATTESTATION_SECRET is not set: pages that ask this server for a challenge get 404 and go on without attestation.",
        }
      : {
          level: "info",
          message: "ATTESTATION_SECRET is not set: app attestation is off, and every endpoint works without it.",
        };
  }
  if (!pagesAttest) {
    return {
      level: "warn",
      message:
        "ATTESTATION_SECRET is set but ATTESTATION_ENABLED is off: the pages send no tokens, so nothing is attested.",
    };
  }
  if (!config.attestation.enforce) {
    return {
      level: "info",
      message:
        "App attestation is checked but not enforced (ATTESTATION_ENFORCE is off): failures are logged, not refused.",
    };
  }
  return null;
}
