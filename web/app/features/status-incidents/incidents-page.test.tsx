import type { ConsoleIncident, IncidentDesk, IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { changeIncidentDesk } from "./incident-actions";
import { IncidentsPage } from "./incidents-page";
import { loadIncidentDesk } from "./use-incident-desk";

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 23, hour - 8, minute); // Malaysia time, 23 Nov 2026

const suggestion: IncidentSuggestion = {
  id: 3,
  target: "api",
  groups: ["parent-app", "educator-app"],
  failingSince: at(10, 5),
  failures: 4,
  failure: "timeout",
};
const openIncident: ConsoleIncident = {
  id: 7,
  title: "Center is slow",
  groups: ["center"],
  status: "identified",
  startedAt: at(9),
  resolvedAt: null,
  openedBy: "mei.ling@ikey.example",
  updates: [
    { status: "identified", message: "A full disk.\nClearing it.", at: at(9, 30), by: "aisyah@ikey.example" },
    { status: "investigating", message: "Pages load slowly.", at: at(9), by: "mei.ling@ikey.example" },
  ],
};
const resolvedIncident: ConsoleIncident = {
  id: 5,
  title: "Server (direct access) down",
  groups: ["server2"],
  status: "resolved",
  startedAt: at(1),
  resolvedAt: at(2),
  openedBy: "automatic",
  updates: [{ status: "resolved", message: "Back.", at: at(2), by: "aisyah@ikey.example" }],
};

type Reply = { readonly status?: number; readonly body: unknown };
type Handler = (body: unknown) => Reply | Promise<Reply>;

/** The console's API as the test's handlers answer it, by "METHOD /path"; every call is kept. */
function serve(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input).replace("/staff/api", "")}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`No handler for ${key}`);
    const { status = 200, body } = await handler(init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
}

const deskOf = (desk: Partial<IncidentDesk>): Reply => ({
  body: { suggestions: [], incidents: [], subscribers: 0, ...desk },
});
const sent = (fetch: ReturnType<typeof serve>, key: string) =>
  fetch.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input).replace("/staff/api", "")}` === key)
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> }));

/**
 * The incidents screen as its route (routes/staff-incidents.tsx) puts it together: its loader, its
 * action, the screen and the console's error state.
 */
function renderDesk() {
  const Stub = createRoutesStub([
    {
      path: "/staff/incidents",
      loader: loadIncidentDesk,
      action: async ({ request }) => changeIncidentDesk(await request.json()),
      Component: function Desk() {
        return <IncidentsPage loaded={useLoaderData<typeof loadIncidentDesk>()} />;
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={["/staff/incidents"]} />);
}

const card = (title: string) => screen.getByRole("article", { name: title });

// A support member is signed in, as the console's frame finds before the screen loads.
beforeEach(() =>
  readSessionAs({
    id: 1,
    email: "aisyah@ikey.example",
    role: "support",
    name: null,
    language: "en",
    csrfToken: "csrf-token",
  }),
);
afterEach(() => vi.restoreAllMocks());

describe("IncidentsPage", () => {
  it("shows the suggestions, the incidents with their updates and whom updates reach", async () => {
    serve({
      "GET /incidents": () =>
        deskOf({ suggestions: [suggestion], incidents: [openIncident, resolvedIncident], subscribers: 12 }),
    });
    renderDesk();
    const suggestions = await screen.findByRole("region", { name: "Suggested incidents" });
    expect(within(suggestions).getByRole("heading", { level: 3 }).textContent).toBe("App (Parent) and App (Educator)");
    expect(suggestions.textContent).toContain("Failing since23 Nov 2026, 10:05");
    expect(suggestions.textContent).toContain("Failed probes in a row4");
    expect(suggestions.textContent).toContain("Last failureTimed out");

    const open = card("Center is slow");
    expect(open.textContent).toContain("Identified");
    expect(open.textContent).toContain("Affected groupsCenter");
    expect(open.textContent).toContain("ResolvedNot yet");
    expect(open.textContent).toContain("Opened bymei.ling@ikey.example");
    const updates = within(open)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(updates).toEqual([
      "23 Nov 2026, 9:30 am Identified by aisyah@ikey.exampleA full disk.\nClearing it.",
      "23 Nov 2026, 9:00 am Investigating by mei.ling@ikey.examplePages load slowly.",
    ]);
    expect(within(open).getByRole("form", { name: "Post an update" })).toBeTruthy();
    expect(open.textContent).toContain("Updates are e-mailed to 12 confirmed subscribers.");

    const resolved = card("Server (direct access) down");
    expect(resolved.textContent).toContain("Resolved23 Nov 2026, 2:00 am");
    expect(resolved.textContent).toContain("Opened byautomatic");
    expect(within(resolved).queryByRole("form")).toBeNull();
    expect(screen.getByText("1 open, listed first. Resolved incidents stay here for 90 days.")).toBeTruthy();
  });

  it("opens an incident from a suggestion, with its groups, title and id, then shows and focuses it", async () => {
    let desk = deskOf({ suggestions: [suggestion], subscribers: 1 });
    const opened: ConsoleIncident = {
      ...openIncident,
      id: 9,
      title: "App (Parent) and App (Educator) not responding",
      groups: ["parent-app", "educator-app"],
      status: "investigating",
      updates: [{ status: "investigating", message: "Looking into it.", at: at(10, 20), by: "aisyah@ikey.example" }],
    };
    const fetch = serve({
      "GET /incidents": () => desk,
      "POST /incidents": () => {
        desk = deskOf({ incidents: [opened], subscribers: 1 });
        return { status: 201, body: { incident: opened } };
      },
    });
    renderDesk();
    await userEvent.click(
      await screen.findByRole("button", { name: "Open an incident for App (Parent) and App (Educator)" }),
    );

    const title = screen.getByLabelText<HTMLInputElement>("Title");
    expect(title.value).toBe("App (Parent) and App (Educator) not responding");
    expect(document.activeElement).toBe(title);
    const groups = screen.getByRole("group", { name: "Affected groups" });
    const checked = within(groups)
      .getAllByRole<HTMLInputElement>("checkbox")
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(checked).toEqual(["parent-app", "educator-app"]);
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("investigating");
    expect(screen.getByText(/Updates are e-mailed to 1 confirmed subscriber\./)).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Message"), "Looking into it.");
    await userEvent.click(screen.getByRole("button", { name: "Open the incident" }));

    const heading = await screen.findByRole("heading", { name: opened.title, level: 3 });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    const [request] = sent(fetch, "POST /incidents");
    expect(request?.body).toEqual({
      title: "App (Parent) and App (Educator) not responding",
      groups: ["parent-app", "educator-app"],
      status: "investigating",
      message: "Looking into it.",
      suggestionId: 3,
    });
    expect(request?.headers["X-CSRF-Token"]).toBe("csrf-token");
    const opening = screen.getByRole("region", { name: "Open an incident" });
    expect(within(opening).getByRole("status").textContent).toBe(
      "Incident opened: App (Parent) and App (Educator) not responding.",
    );
    expect(screen.getByText("No suggestions: no target has failed enough probes in a row.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("");
  });

  it("shows the server's refusal at the field it names, and moves the keyboard there", async () => {
    serve({
      "GET /incidents": () => deskOf({}),
      "POST /incidents": () => ({
        status: 400,
        body: { error: "Validation Failed", field: "groups", message: "Choose the affected groups" },
      }),
    });
    renderDesk();
    await userEvent.type(await screen.findByLabelText("Title"), "Center down");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "resolved");
    await userEvent.type(screen.getByLabelText("Message"), "It was down for ten minutes.");
    await userEvent.click(screen.getByRole("button", { name: "Open the incident" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Choose the affected groups");
    const groups = screen.getByRole("group", { name: "Affected groups" });
    const boxes = within(groups).getAllByRole("checkbox");
    expect(boxes.every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(groups.getAttribute("aria-describedby")).toBe("incident-groups-problem");
    expect(document.getElementById("incident-groups-problem")?.textContent).toBe("Choose the affected groups");
    await vi.waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    // What the member wrote stays, to be corrected rather than typed again.
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Center down");
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps the button busy while the incident is being opened", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") return new Promise((resolve) => (answer = resolve));
      return new Response(JSON.stringify(deskOf({}).body));
    });
    renderDesk();
    await userEvent.type(await screen.findByLabelText("Title"), "Center down");
    await userEvent.click(screen.getByRole("checkbox", { name: "Center" }));
    await userEvent.type(screen.getByLabelText("Message"), "Looking into it.");
    await userEvent.click(screen.getByRole("button", { name: "Open the incident" }));
    const busy = await screen.findByRole("button", { name: "Opening…" });
    expect(busy).toHaveProperty("disabled", true);
    answer(new Response(JSON.stringify({ incident: openIncident }), { status: 201 }));
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Open the incident" })).toHaveProperty("disabled", false),
    );
  });

  it("posts an update, and resolving takes the form away and the keyboard to the incident", async () => {
    let desk = deskOf({ incidents: [openIncident], subscribers: 2 });
    const monitoring = {
      status: "monitoring",
      message: "Fixed; watching.",
      at: at(10),
      by: "aisyah@ikey.example",
    } as const;
    const resolution = { status: "resolved", message: "All clear.", at: at(11), by: "aisyah@ikey.example" } as const;
    const fetch = serve({
      "GET /incidents": () => desk,
      "POST /incidents/7/updates": (body) => {
        const update = (body as { status: string }).status === "resolved" ? resolution : monitoring;
        const before = (desk.body as IncidentDesk).incidents[0] as ConsoleIncident;
        desk = deskOf({
          subscribers: 2,
          incidents: [
            {
              ...before,
              status: update.status,
              resolvedAt: update.status === "resolved" ? update.at : null,
              updates: [update, ...before.updates],
            },
          ],
        });
        return { body: { incident: (desk.body as IncidentDesk).incidents[0] } };
      },
    });
    renderDesk();
    const form = await screen.findByRole("form", { name: "Post an update" });
    expect(within(form).getByLabelText<HTMLSelectElement>("Status").value).toBe("identified");

    await userEvent.selectOptions(within(form).getByLabelText("Status"), "monitoring");
    await userEvent.type(within(form).getByLabelText("Message"), "Fixed; watching.");
    await userEvent.click(within(form).getByRole("button", { name: "Post the update" }));
    await vi.waitFor(() => expect(within(card("Center is slow")).getAllByRole("listitem")).toHaveLength(3));
    expect(within(card("Center is slow")).getByRole("status").textContent).toBe("Update posted.");
    expect(within(form).getByLabelText<HTMLTextAreaElement>("Message").value).toBe("");
    expect(within(form).getByLabelText<HTMLSelectElement>("Status").value).toBe("monitoring");

    await userEvent.selectOptions(within(form).getByLabelText("Status"), "resolved");
    await userEvent.type(within(form).getByLabelText("Message"), "All clear.");
    await userEvent.click(within(form).getByRole("button", { name: "Post the update" }));
    await vi.waitFor(() => expect(within(card("Center is slow")).queryByRole("form")).toBeNull());
    const resolved = card("Center is slow");
    expect(within(resolved).getByRole("status").textContent).toBe("Incident resolved.");
    expect(resolved.textContent).toContain("Resolved23 Nov 2026, 11:00 am");
    await vi.waitFor(() => expect(document.activeElement).toBe(within(resolved).getByRole("heading", { level: 3 })));
    expect(sent(fetch, "POST /incidents/7/updates").map((request) => request.body)).toEqual([
      { status: "monitoring", message: "Fixed; watching." },
      { status: "resolved", message: "All clear." },
    ]);
  });

  it("says so when someone else resolved the incident meanwhile, and shows it resolved", async () => {
    let desk = deskOf({ incidents: [openIncident] });
    serve({
      "GET /incidents": () => desk,
      "POST /incidents/7/updates": () => {
        desk = deskOf({ incidents: [{ ...openIncident, status: "resolved", resolvedAt: at(10) }] });
        return { status: 409, body: { error: "Conflict", message: "This incident is already resolved." } };
      },
    });
    renderDesk();
    const form = await screen.findByRole("form", { name: "Post an update" });
    await userEvent.type(within(form).getByLabelText("Message"), "Still on it.");
    await userEvent.click(within(form).getByRole("button", { name: "Post the update" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This incident is already resolved.");
    await vi.waitFor(() => expect(within(card("Center is slow")).queryByRole("form")).toBeNull());
  });

  it("dismisses a suggestion and returns the keyboard to the list", async () => {
    let desk = deskOf({ suggestions: [suggestion] });
    const fetch = serve({
      "GET /incidents": () => desk,
      "POST /incident-suggestions/3/dismiss": () => {
        desk = deskOf({});
        return { body: { ok: true } };
      },
    });
    renderDesk();
    await userEvent.click(
      await screen.findByRole("button", { name: "Dismiss the suggestion for App (Parent) and App (Educator)" }),
    );
    await screen.findByText("No suggestions: no target has failed enough probes in a row.");
    const region = screen.getByRole("region", { name: "Suggested incidents" });
    expect(within(region).getByRole("status").textContent).toBe(
      "Suggestion for App (Parent) and App (Educator) dismissed.",
    );
    expect(document.activeElement).toBe(within(region).getByRole("heading", { level: 2 }));
    expect(sent(fetch, "POST /incident-suggestions/3/dismiss")[0]?.headers["X-CSRF-Token"]).toBe("csrf-token");
  });

  it("shows the server's sentence when the desk may not be opened", async () => {
    serve({
      "GET /incidents": () => ({ status: 403, body: { error: "Forbidden", message: "Your role may not open this." } }),
    });
    renderDesk();
    expect((await screen.findByRole("alert")).textContent).toBe("Your role may not open this.");
    expect(screen.queryByLabelText("Title")).toBeNull();
  });
});
