import { changePassword, PasswordForm } from "../features/staff/password-form";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-password";

export const meta = () => consoleMeta("Password");

export const clientAction = async ({ request }: Route.ClientActionArgs) => changePassword(await request.json());

export default function StaffPassword({ actionData }: Route.ComponentProps) {
  return <PasswordForm outcome={actionData} />;
}
