import { loadTranslations, TranslationsPage } from "../features/translations/translations-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-translations";

export const meta = () => consoleMeta("Translations");

export const clientLoader = loadTranslations;
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffTranslations({ loaderData }: Route.ComponentProps) {
  return <TranslationsPage status={loaderData} />;
}
