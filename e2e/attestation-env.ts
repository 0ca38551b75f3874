/**
 * The suite's server runs with app attestation enforced at the default difficulty,
 * so every form and status test also proves that real visitors get through.
 * ATTESTATION_ENABLED is a public setting baked into the pages: the command-line
 * tools the tests run (`npm run leads`) get it too, or their build check would
 * rebuild the site without it under the running server.
 */
export const attestationEnv = {
  // A key for the test server only; a deployment sets its own ATTESTATION_SECRET.
  ATTESTATION_SECRET: "e2e-attestation-key-not-for-production-0123456789",
  ATTESTATION_ENABLED: "true",
  ATTESTATION_ENFORCE: "true",
};
