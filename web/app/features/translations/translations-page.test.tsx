import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TranslationsPage } from "./translations-page";

describe("TranslationsPage", () => {
  it("lists, per language, the files that need a writer, with a stale one's English diff", () => {
    render(
      <TranslationsPage
        status={{
          ms: [
            { path: "faq/cms.md", state: "stale", diff: "-Old words.\n+New words." },
            { path: "terms/payment-account.md", state: "current" },
          ],
          zh: [{ path: "terms/payment-account.md", state: "current" }],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Bahasa Melayu: 1 of 2 current" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Bahasa Melayu files that need a writer" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual(["web/content/ms/faq/cms.md"]);
    expect(within(rows[0] as HTMLElement).getByText("Stale: the English changed since")).toBeTruthy();
    expect(rows[0]?.querySelector("pre")?.textContent).toBe("-Old words.\n+New words.");
    expect(screen.getByRole("heading", { name: "简体中文: 1 of 1 current" })).toBeTruthy();
    expect(screen.getByText("Every file is current.")).toBeTruthy();
  });
});
