// The Request a Demo form's checks and sending, with zod and attestation: loaded
// when the form is first focused or submitted (request-demo-form.tsx).
import { requestDemo, requestDemoFormSchemaWith, requestDemoSchema } from "@ikey/contracts/request-demo";
import { fieldAlerts } from "../../forms/field-alerts";
import { leadLogic } from "../../forms/lead-logic";
import { requestDemoAlerts } from "./request-demo-alerts";

/** The contract's checks, alerting in the page's language, and its request body. */
export const { check, send, prepare } = leadLogic(
  requestDemo,
  requestDemoFormSchemaWith(requestDemoAlerts(), fieldAlerts()),
  (values) => requestDemoSchema.parse(values),
);
