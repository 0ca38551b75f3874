/**
 * The suite's server runs with app attestation enforced at the default difficulty,
 * so every form and status test also proves that real visitors get through.
 */

export { attestationPageSettings } from "./page-settings.mjs";

/** The suite's server only: side servers a test starts choose their own. */
export const attestationServerSettings = {
  // A key for the test server only; a deployment sets its own ATTESTATION_SECRET.
  ATTESTATION_SECRET: "e2e-attestation-key-not-for-production-0123456789",
  ATTESTATION_ENFORCE: "true",
};
