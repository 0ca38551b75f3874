import { AccountLookup, lookUpAccount } from "../features/support-desk/account-lookup";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-accounts";

export const meta = () => consoleMeta("Accounts");

export const clientAction = async ({ request }: Route.ClientActionArgs) => lookUpAccount(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffAccounts({ actionData }: Route.ComponentProps) {
  return <AccountLookup outcome={actionData} />;
}
