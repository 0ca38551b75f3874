import type { InboxOptions, LeadDetail, StaffSession } from "@ikey/contracts/console-api-schemas";
import { CSRF_HEADER } from "@ikey/contracts/staff";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, type Reply, serveConsoleApi as serve } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { ConsoleSession } from "../../lib/console/staff-session";
import { changeLead, loadLead } from "./lead-data";
import { LeadPage } from "./lead-page";

const session: StaffSession = {
  email: "mei.ling_tan@ikey.example",
  role: "sales",
  name: null,
  language: "en",
  csrfToken: "csrf-token",
};

const aisyah: LeadDetail = {
  id: 7,
  form: "request-demo",
  status: "new",
  receivedAt: Date.parse("2026-11-23T09:00:00+08:00"),
  name: "Aisyah Rahman",
  company: "Tadika Ceria",
  email: "aisyah@ceria.example",
  phone: "012-345 6789",
  source: "rhb",
  campaign: "reflex",
  assignee: null,
  unread: false,
  samePerson: 0,
  sameClient: 1,
  firstContact: null,
  waitingMinutes: 0,
  overTarget: false,
  formTitle: "Demo request",
  page: "/ms/request-demo",
  language: "ms",
  userAgent: "Vitest",
  fields: [{ name: "companyName", label: "Company or institution", value: "Tadika Ceria" }],
  delivery: { state: "sent", attempts: 1, lastError: null, sentAt: null },
  signals: { honeypot: false, attested: null, sameClientDay: 1 },
  timeline: [{ at: Date.parse("2026-11-23T09:00:00+08:00"), actor: "Demo request", kind: "received" }],
  attribution: {
    landingPage: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  },
  samePersonLeads: [],
  replyAddress: "aisyah@ceria.example",
};
const options: Reply = { body: { forms: [], assignees: [], sources: [], campaigns: [] } satisfies InboxOptions };

function renderLead() {
  const Stub = createRoutesStub([
    {
      path: "/staff/leads/:id",
      loader: ({ params }) => loadLead(params.id ?? ""),
      action: async ({ params, request }) => changeLead(params.id ?? "", await request.json()),
      Component: function Screen() {
        const data = useLoaderData<{ lead: LeadDetail; options: InboxOptions }>();
        return (
          <ConsoleSession value={session}>
            <LeadPage lead={data.lead} options={data.options} outcome={useActionData()} />
          </ConsoleSession>
        );
      },
      ErrorBoundary: ConsoleUnavailable,
    },
  ]);
  render(<Stub initialEntries={["/staff/leads/7"]} />);
}

beforeEach(() => readSessionAs(session));
afterEach(() => vi.restoreAllMocks());

describe("a lead's page, for reaching the lead", () => {
  it("writes an e-mail that starts with a greeting in the lead's language, and shows the field the server refused", async () => {
    let refuse = true;
    const fetch = serve({
      "GET /leads/7": () => ({ body: aisyah }),
      "GET /leads/options": () => options,
      "POST /leads/7/replies": () =>
        refuse
          ? {
              status: 400,
              body: { error: "Validation Failed", field: "subject", message: "Keep the subject on one line" },
            }
          : { body: { ok: true } },
    });
    const user = userEvent.setup();
    renderLead();
    const form = (await screen.findByRole("heading", { name: "Reply by e-mail" })).closest("section") as HTMLElement;
    expect(form.textContent).toContain("To aisyah@ceria.example");
    expect(form.textContent).toContain("“Mei Ling Tan at iKEY”");
    const message = within(form).getByLabelText("Message") as HTMLTextAreaElement;
    expect(message.value).toBe("Hai Aisyah Rahman, ini iKEY.\n\n");
    await user.type(within(form).getByLabelText("Subject"), "Demo iKEY anda");
    await user.type(message, "Boleh kita berbual esok?");
    await user.click(within(form).getByRole("button", { name: "Send e-mail" }));

    expect((await within(form).findByRole("alert")).textContent).toBe("Keep the subject on one line");
    const subject = within(form).getByLabelText("Subject");
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(subject));

    refuse = false;
    await user.click(within(form).getByRole("button", { name: "Send e-mail" }));
    expect(await within(form).findByText("E-mail queued to send.")).toBeTruthy();
    const sent = callsTo(fetch, "POST /leads/7/replies");
    expect(sent.map((call) => call.body)).toEqual(
      Array(2).fill({ subject: "Demo iKEY anda", body: "Hai Aisyah Rahman, ini iKEY.\n\nBoleh kita berbual esok?" }),
    );
    expect(sent[1]?.headers[CSRF_HEADER]).toBe("csrf-token");
    // Sent: the form starts again from the greeting.
    await waitFor(() => expect((within(form).getByLabelText("Subject") as HTMLInputElement).value).toBe(""));
  });

  it("keeps the focus on the button that saved, though its form is drawn anew", async () => {
    // Issue 49, point 7: the form is keyed by the status, so saving one dropped the focus to the page.
    let status = "new";
    serve({
      "GET /leads/7": () => ({ body: { ...aisyah, status } }),
      "GET /leads/options": () => options,
      "POST /leads/7/status": (body) => {
        status = (body as { status: string }).status;
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderLead();
    await user.selectOptions(await screen.findByLabelText("Status"), "contacted");
    const save = screen.getByRole("button", { name: "Save status" });
    await user.click(save);
    // Drawn anew once the lead is read again: another button, which has the focus.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save status" })).not.toBe(save));
    const again = screen.getByRole("button", { name: "Save status" });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it("offers no reply to a lead marked as spam", async () => {
    // Issue 49, point 13.
    serve({ "GET /leads/7": () => ({ body: { ...aisyah, status: "spam" } }), "GET /leads/options": () => options });
    renderLead();
    const panel = (await screen.findByRole("heading", { name: "Reply by e-mail" })).closest("section") as HTMLElement;
    expect(panel.textContent).toContain("This lead is marked as spam, so it gets no reply.");
    expect(within(panel).queryByRole("button", { name: "Send e-mail" })).toBeNull();
  });

  it("says why a lead without an e-mail address cannot be answered by e-mail, and shows no form", async () => {
    serve({
      "GET /leads/7": () => ({ body: { ...aisyah, email: "", replyAddress: null } }),
      "GET /leads/options": () => options,
    });
    renderLead();
    const section = (await screen.findByRole("heading", { name: "Reply by e-mail" })).closest("section") as HTMLElement;
    expect(section.textContent).toContain("This lead gave no e-mail address, so it cannot be answered by e-mail.");
    expect(within(section).queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("link", { name: "Write from your mail program" })).toBeNull();
  });

  it("links the phone as a call and a WhatsApp chat with the greeting typed, records a link followed, and logs how it went", async () => {
    const fetch = serve({
      "GET /leads/7": () => ({ body: aisyah }),
      "GET /leads/options": () => options,
      "POST /leads/7/contact-attempts": () => ({ body: { ok: true } }),
      "POST /leads/7/contact-outcomes": () => ({ body: { ok: true } }),
    });
    // The links' own navigation (a dialler, a new tab) is the browser's: not followed here.
    const stay = (event: Event) => {
      if ((event.target as Element).closest("a")) event.preventDefault();
    };
    document.addEventListener("click", stay);
    try {
      const user = userEvent.setup();
      renderLead();
      const call = await screen.findByRole("link", { name: "Call" });
      expect(call.getAttribute("href")).toBe("tel:+60123456789");
      const whatsapp = screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" });
      expect(whatsapp.getAttribute("href")).toBe(
        `https://wa.me/60123456789?text=${encodeURIComponent("Hai Aisyah Rahman, ini iKEY.")}`,
      );
      expect(whatsapp.getAttribute("rel")).toBe("noopener noreferrer");
      expect(screen.getByRole("link", { name: "Write from your mail program" }).getAttribute("href")).toBe(
        "mailto:aisyah@ceria.example",
      );

      await user.click(whatsapp);
      await waitFor(() => expect(callsTo(fetch, "POST /leads/7/contact-attempts")).toHaveLength(1));
      const [attempt] = fetch.mock.calls.filter(([input]) => String(input).endsWith("/contact-attempts"));
      expect(attempt?.[1]).toMatchObject({ method: "POST", keepalive: true });
      expect(callsTo(fetch, "POST /leads/7/contact-attempts")[0]).toEqual({
        body: { channel: "whatsapp" },
        headers: { "content-type": "application/json", [CSRF_HEADER]: "csrf-token" },
      });

      await user.click(screen.getByRole("radio", { name: "WhatsApp" }));
      await user.type(screen.getByLabelText("Details (optional)"), "Will send the brochure");
      await user.click(screen.getByRole("button", { name: "No answer" }));
      expect(await screen.findByText("Logged.")).toBeTruthy();
      expect(callsTo(fetch, "POST /leads/7/contact-outcomes").map((sent) => sent.body)).toEqual([
        { channel: "whatsapp", outcome: "no-answer", note: "Will send the brochure" },
      ]);
    } finally {
      document.removeEventListener("click", stay);
    }
  });
});

describe("a lead's page, for a burst from one client", () => {
  it("says how many leads its client sent around it, and what became of their times", async () => {
    serve({
      "GET /leads/7": () => ({ body: { ...aisyah, sameClient: 9 } }),
      "GET /leads/options": () => options,
    });
    renderLead();
    const burst = (await screen.findByRole("heading", { name: "A burst from one client" })).closest("section");
    expect(burst?.textContent).toContain(
      "9 leads came from this lead's client address within 24 hours of it. The times asked for past the demos one client may book in a day are kept as requests",
    );
  });

  it("says nothing of it for a lead that came alone or with two others", async () => {
    serve({
      "GET /leads/7": () => ({ body: { ...aisyah, sameClient: 3 } }),
      "GET /leads/options": () => options,
    });
    renderLead();
    await screen.findByRole("heading", { name: "Reply by e-mail" });
    expect(screen.queryByRole("heading", { name: "A burst from one client" })).toBeNull();
  });
});
