/**
 * Public settings the suite bakes into the pages: app attestation on, so every form and status
 * test also proves that real visitors get through. Every process of the suite must see the same
 * values (`npm test` and playwright.config.ts put them in their environment): a tool a test runs,
 * such as `npm run leads` or the cluster, checks the build against its own environment and would
 * otherwise rebuild the site without them, under the running server.
 */
export const attestationPageSettings = { ATTESTATION_ENABLED: "true" };
