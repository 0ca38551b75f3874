/**
 * The suite's server runs with app attestation enforced at the default difficulty,
 * so every form and status test also proves that real visitors get through.
 */

/**
 * Baked into the pages. Every process of the suite must see the same value
 * (playwright.config.ts puts it in their environment): a tool a test runs, such as
 * `npm run leads` or the cluster, checks the build against its own environment and
 * would otherwise rebuild the site without it, under the running server.
 */
export const attestationPageSettings = { ATTESTATION_ENABLED: "true" };

/** The suite's server only: side servers a test starts choose their own. */
export const attestationServerSettings = {
  // A key for the test server only; a deployment sets its own ATTESTATION_SECRET.
  ATTESTATION_SECRET: "e2e-attestation-key-not-for-production-0123456789",
  ATTESTATION_ENFORCE: "true",
};
