// A lead form's checks and sending, for its on-demand module (use-form-submit.ts): with zod and
// attestation, it loads when the form is first focused or submitted, never with the page.
import type { LeadKind } from "@ikey/contracts/lead-kind";
import { firstError } from "@ikey/contracts/validation";
import { prepareAttestation } from "../lib/attestation/attestation";
import { attributionBesidePayload } from "../lib/lead-attribution-store";
import { honeypotOf } from "./honeypot";
import { sendLead } from "./lead-api";
import type { FormValues } from "./read-form";
import type { FormLogic } from "./use-form-submit";

/**
 * Checks with the contract's form schema (its alerts in the page's language), and sends the
 * contract's request body, `payload`, with the honeypot when a bot filled it and, beside it, where
 * the visit came from when the tab kept it (docs/decisions/0027-lead-attribution.md).
 */
export function leadLogic(
  kind: LeadKind,
  formSchema: Parameters<typeof firstError>[0],
  payload: (values: FormValues) => object,
): FormLogic {
  return {
    check: (values) => firstError(formSchema, values),
    send: async (values) => ({
      sent: await sendLead(kind, { ...payload(values), ...honeypotOf(values), ...attributionBesidePayload() }),
    }),
    prepare: prepareAttestation,
  };
}
