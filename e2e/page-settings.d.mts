export declare const attestationPageSettings: { readonly ATTESTATION_ENABLED: "true" };
