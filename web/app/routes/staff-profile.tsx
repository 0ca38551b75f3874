import type { Language } from "@ikey/contracts/languages";
import { ProfileForm, saveProfile } from "../features/staff/profile-form";
import { consoleMeta } from "../lib/console/console-meta";
import { useConsole } from "../lib/console/staff-session";
import type { Route } from "./+types/staff-profile";

export const meta = () => consoleMeta("Your profile");

export const clientAction = async ({ request }: Route.ClientActionArgs) =>
  saveProfile((await request.json()) as { name: string; language: Language });

export default function StaffProfile({ actionData }: Route.ComponentProps) {
  const { session } = useConsole();
  return session ? <ProfileForm session={session} outcome={actionData} /> : null;
}
