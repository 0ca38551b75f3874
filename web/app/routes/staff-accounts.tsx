import { AccountLookup } from "../features/support-desk/account-lookup";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Accounts");

export default function StaffAccounts() {
  return <AccountLookup />;
}
