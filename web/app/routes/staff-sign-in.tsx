import { SignInForm, signIn } from "../features/staff/sign-in-form";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-sign-in";

export const meta = () => consoleMeta("Sign in");

export const clientAction = async ({ request }: Route.ClientActionArgs) => signIn(await request.json());

export default function StaffSignIn({ actionData }: Route.ComponentProps) {
  return <SignInForm key={actionData?.serial} refusal={actionData} />;
}
