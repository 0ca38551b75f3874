import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveConsoleApi as serve } from "../../../test/console-api";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { filtersOf } from "../../lib/console/filter-form";
import { loadLeadReport, REPORT_FILTERS } from "./report-data";
import { LeadReportPage } from "./report-page";

const MINUTE = 60_000;
const weekStarts = [Date.parse("2026-11-16T00:00:00+08:00"), Date.parse("2026-11-23T00:00:00+08:00")];
const mei = { id: 2, email: "mei.ling@ikey.example" };

const report: LeadReport = {
  weekStarts,
  weeks: [
    {
      start: weekStarts[0] ?? 0,
      leads: 10,
      contacted: 8,
      demoScheduled: 4,
      won: 1,
      answered: 8,
      medianMs: 45 * MINUTE,
      p90Ms: 125 * MINUTE,
    },
    {
      start: weekStarts[1] ?? 0,
      leads: 0,
      contacted: 0,
      demoScheduled: 0,
      won: 0,
      answered: 0,
      medianMs: null,
      p90Ms: null,
    },
  ],
  sources: [
    { kind: "tag", name: "rhb", perWeek: [6, 0], leads: 6, contacted: 3, demoScheduled: 2, won: 1 },
    { kind: "rest", name: "", perWeek: [1, 0], leads: 1, contacted: 1, demoScheduled: 0, won: 0 },
    { kind: "none", name: "", perWeek: [3, 0], leads: 3, contacted: 3, demoScheduled: 2, won: 0 },
  ],
  campaigns: [{ kind: "tag", name: "reflex", perWeek: [10, 0], leads: 10, contacted: 8, demoScheduled: 4, won: 1 }],
  members: [
    { member: null, answered: 2, medianMs: 10 * MINUTE, p90Ms: 20 * MINUTE },
    { member: mei, answered: 6, medianMs: 60 * MINUTE, p90Ms: 125 * MINUTE },
  ],
  options: { sources: ["rhb", "facebook"], campaigns: ["reflex"], members: [mei] },
};

function renderReport(address: string) {
  const Stub = createRoutesStub([
    {
      path: "/staff/lead-reports",
      loader: ({ request }) => loadLeadReport(filtersOf(new URL(request.url).search, REPORT_FILTERS).query),
      Component: function Screen() {
        return <LeadReportPage key={useLocation().search} report={useLoaderData<typeof loadLeadReport>()} />;
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

/** A table's body rows as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe("the sources-and-speed page", () => {
  it("puts a table behind each chart, with the report's figures", async () => {
    serve({ "GET /lead-reports?weeks=4&source=rhb": () => ({ body: report }) });
    renderReport("/staff/lead-reports?weeks=4&source=rhb&unknown=1");
    const bySource = await screen.findByRole("table", { name: "Leads per week by source" });
    expect(screen.getByText(/^From the week of 16 Nov to today, Malaysia time: 10 leads/)).toBeTruthy();
    expect(
      within(bySource)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Source", "16 Nov", "23 Nov", "Total", "Contacted", "Demo scheduled", "Won"]);
    expect(rowsOf(bySource)).toEqual([
      ["rhb", "6", "0", "6", "50 %", "33 %", "17 %"],
      ["Other sources", "1", "0", "1", "100 %", "0 %", "0 %"],
      ["No source", "3", "0", "3", "100 %", "67 %", "0 %"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Leads that reached each stage" }))).toEqual([
      ["Contacted", "8", "80 %"],
      ["Demo scheduled", "4", "40 %"],
      ["Won", "1", "10 %"],
    ]);
    const [weeks] = screen.getAllByRole("table", { name: "Leads and first response per week (business time)" });
    expect(rowsOf(weeks as HTMLElement)).toEqual([
      ["Week of 16 Nov", "10", "80 %", "40 %", "10 %", "8", "45 min", "2 h 05 min"],
      ["Week of 23 Nov", "0", "–", "–", "–", "0", "–", "–"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "First response per member (business time)" }))).toEqual([
      ["Not assigned", "2", "10 min", "20 min"],
      [mei.email, "6", "1 h", "2 h 05 min"],
    ]);
    // Each chart is a named figure; its bars are drawn for the eye only, the table is what is read.
    const chart = screen.getByRole("figure", { name: "Leads by source" });
    expect(chart.querySelector(".report-bars")?.getAttribute("aria-hidden")).toBe("true");
    expect(within(chart).getByText("Table: Leads by source").tagName).toBe("SUMMARY");
  });

  it("reads its filters from the address and puts the chosen ones back there", async () => {
    const fetch = serve({
      "GET /lead-reports?weeks=4&source=rhb": () => ({ body: report }),
      "GET /lead-reports?weeks=4&source=rhb&member=2": () => ({ body: report }),
    });
    renderReport("/staff/lead-reports?weeks=4&source=rhb");
    const weeks = await screen.findByLabelText<HTMLSelectElement>("Weeks");
    expect(weeks.value).toBe("4");
    expect(screen.getByLabelText<HTMLSelectElement>("Source").value).toBe("rhb");
    await userEvent.selectOptions(screen.getByLabelText("Member"), mei.email);
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
        "/staff/api/lead-reports?weeks=4&source=rhb&member=2",
      ),
    );
    expect(await screen.findByRole("table", { name: "Leads per week by source" })).toBeTruthy();
  });
});
