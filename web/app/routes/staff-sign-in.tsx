import { SignInForm } from "../features/staff/sign-in-form";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Sign in");

export default function StaffSignIn() {
  return <SignInForm />;
}
