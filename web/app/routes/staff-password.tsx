import { PasswordForm } from "../features/staff/password-form";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Password");

export default function StaffPassword() {
  return <PasswordForm />;
}
