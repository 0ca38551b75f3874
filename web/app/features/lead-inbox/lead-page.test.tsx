import type { Conversation, InboxOptions, LeadDetail, StaffSession } from "@ikey/contracts/console-api-schemas";
import { CSRF_HEADER } from "@ikey/contracts/staff";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, type Handler, type Reply, serveConsoleApi } from "../../../test/console-api";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleUnavailable } from "../../lib/console/console-unavailable";
import { ConsoleSession } from "../../lib/console/staff-session";
import { changeLead, loadLead } from "./lead-data";
import { LeadPage } from "./lead-page";

const session: StaffSession = {
  id: 1,
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
  demo: null,
};
const options: Reply = { body: { forms: [], assignees: [], sources: [], campaigns: [] } satisfies InboxOptions };
const noConversation: Reply = { body: { messages: [], earlier: 0, answeredAt: null } satisfies Conversation };

/** The console's API for a test: the page always reads the lead's conversation, empty unless the test says. */
const serve = (handlers: Record<string, Handler>) =>
  serveConsoleApi({ "GET /leads/7/conversation": () => noConversation, ...handlers });

function renderLead() {
  const Stub = createRoutesStub([
    {
      path: "/staff/leads/:id",
      loader: ({ params }) => loadLead(params.id ?? ""),
      action: async ({ params, request }) => changeLead(params.id ?? "", await request.json()),
      Component: function Screen() {
        const data = useLoaderData<{ lead: LeadDetail; options: InboxOptions; conversation: Conversation }>();
        return (
          <ConsoleSession value={session}>
            <LeadPage
              lead={data.lead}
              options={data.options}
              conversation={data.conversation}
              outcome={useActionData()}
            />
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

describe("a lead's page, for its conversation", () => {
  it("shows both sides' e-mails as text, oldest first, with the quoted part folded", async () => {
    const at = Date.parse("2026-11-23T10:00:00+08:00");
    const conversation: Conversation = {
      messages: [
        {
          id: 1,
          at,
          side: "member",
          fromName: "Mei Ling Tan",
          fromAddress: "mei.ling_tan@ikey.example",
          subject: "Demo iKEY anda",
          text: "Boleh kita berbual esok?",
          newText: "Boleh kita berbual esok?",
          answers: null,
        },
        {
          id: 2,
          at: at + 3_600_000,
          side: "lead",
          fromName: "黄伟明",
          fromAddress: "aisyah@ceria.example",
          subject: "Re: Demo iKEY anda",
          text: "星期三下午三点可以 <b>谢谢</b>\n\n在 2026年11月23日 10:00，Mei Ling 写道：\n> Boleh kita berbual esok?",
          newText: "星期三下午三点可以 <b>谢谢</b>",
          answers: 1,
        },
      ],
      earlier: 0,
      answeredAt: at + 3_600_000,
    };
    serve({
      "GET /leads/7": () => ({ body: aisyah }),
      "GET /leads/options": () => options,
      "GET /leads/7/conversation": () => ({ body: conversation }),
    });
    renderLead();
    const section = (await screen.findByRole("heading", { name: "Conversation" })).closest("section") as HTMLElement;
    const [mine, theirs] = within(section).getAllByRole("listitem");
    expect(mine?.textContent).toContain("Mei Ling Tan (iKEY)");
    expect(theirs?.textContent).toContain("黄伟明");
    expect(theirs?.textContent).toContain("answers the e-mail of 23 Nov 2026, 10:00 am");
    // Mail is text: markup in it shows as typed, never as elements.
    expect(theirs?.querySelector("b")).toBeNull();
    expect(theirs?.textContent).toContain("<b>谢谢</b>");
    const folded = theirs?.querySelector("details") as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(within(folded).getByText("Show the whole e-mail")).toBeTruthy();
    expect(folded.textContent).toContain("> Boleh kita berbual esok?");
    expect(mine?.querySelector("details")).toBeNull();
    expect(section.textContent).toContain("The lead last answered on 23 Nov 2026, 11:00 am.");
  });
});

describe("a lead's page, for reaching the lead", () => {
  it("writes an e-mail that starts with a greeting in the lead's language, and shows the field the server refused", async () => {
    let refuse = true;
    const fetch = serve({
      "GET /leads/7": () => ({ body: aisyah }),
      "GET /leads/options": () => options,
      "GET /leads/7/conversation": () => noConversation,
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
    expect(message.value).toBe("Hai Aisyah Rahman, saya dari iKEY.\n\n");
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
      Array(2).fill({
        subject: "Demo iKEY anda",
        body: "Hai Aisyah Rahman, saya dari iKEY.\n\nBoleh kita berbual esok?",
      }),
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
      "GET /leads/7/conversation": () => noConversation,
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
      "GET /leads/7/conversation": () => noConversation,
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
        `https://wa.me/60123456789?text=${encodeURIComponent("Hai Aisyah Rahman, saya dari iKEY.")}`,
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
      "GET /leads/7/conversation": () => noConversation,
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
      "GET /leads/7/conversation": () => noConversation,
    });
    renderLead();
    await screen.findByRole("heading", { name: "Reply by e-mail" });
    expect(screen.queryByRole("heading", { name: "A burst from one client" })).toBeNull();
  });

  it("names an assignee who no longer takes leads, and hands the lead on with a note for the new one", async () => {
    const fetch = serve({
      "GET /leads/7": () => ({ body: { ...aisyah, assignee: { id: 5, email: "gone@ikey.example" } } }),
      "GET /leads/options": () => ({
        body: { forms: [], assignees: [{ id: 3, email: "ben@ikey.example" }], sources: [], campaigns: [] },
      }),
      "POST /leads/7/assignee": () => ({ body: { ok: true } }),
    });
    const user = userEvent.setup();
    renderLead();
    const assignee = (await screen.findByLabelText("Assignee")) as HTMLSelectElement;
    // Never "Nobody" while the inbox shows a name.
    expect(assignee.selectedOptions[0]?.textContent).toBe("gone@ikey.example (no longer takes leads)");
    await user.selectOptions(assignee, "ben@ikey.example");
    await user.type(screen.getByLabelText("Note for the new assignee (optional)"), "She asked for Monday.");
    await user.click(screen.getByRole("button", { name: "Assign" }));
    await waitFor(() =>
      expect(callsTo(fetch, "POST /leads/7/assignee").map((call) => call.body)).toEqual([
        { assigneeId: 3, note: "She asked for Monday." },
      ]),
    );
  });
});

describe("a lead's page, for its demo", () => {
  const typedLead: LeadDetail = {
    ...aisyah,
    assignee: { id: 2, email: "siti@ikey.example" },
    fields: [
      ...aisyah.fields,
      { name: "appointmentDate", label: "Date", value: "2030-11-24" },
      { name: "appointmentTime", label: "Time", value: "15:15" },
    ],
  };
  const siti = { id: 2, email: "siti@ikey.example", name: "Siti" };
  const ben = { id: 3, email: "ben@ikey.example", name: null };
  const slots = {
    timeZone: "Asia/Kuala_Lumpur",
    date: "2030-11-24",
    assigneeId: 2,
    slots: [
      { time: "09:00", members: [siti, ben] },
      { time: "09:30", members: [ben] },
    ],
    nextDate: null,
    horizonDays: 30,
    lastDate: "2030-12-24",
    typed: { date: "2030-11-24", time: "15:15", members: [siti, ben] },
  };

  it("books the visitor's typed time in one step, then shows the booked demo with its host, in Malaysia time", async () => {
    let booked = false;
    const fetch = serve({
      "GET /leads/7": () => ({
        body: booked
          ? {
              ...typedLead,
              status: "demo-scheduled",
              demo: {
                id: 4,
                startsAt: Date.parse("2030-11-24T15:15:00+08:00"),
                endsAt: Date.parse("2030-11-24T15:45:00+08:00"),
                status: "confirmed",
                host: siti,
              },
            }
          : typedLead,
      }),
      "GET /leads/options": () => options,
      "GET /leads/7/demo-slots?date=2030-11-24": () => ({ body: slots }),
      "POST /leads/7/demo": () => {
        booked = true;
        return { body: { status: "confirmed", date: "2030-11-24", time: "15:15", member: siti.email } };
      },
    });
    const user = userEvent.setup();
    renderLead();
    const panel = (await screen.findByRole("heading", { name: "Demo" })).closest("section") as HTMLElement;
    expect(panel.textContent).toContain("No demo is booked.");
    // Issue 49: "Demo scheduled" could be chosen by hand with no demo anywhere.
    const scheduled = screen.getByRole("option", { name: "Demo scheduled" }) as HTMLOptionElement;
    expect(scheduled.disabled).toBe(true);

    await user.click(within(panel).getByRole("button", { name: "Book a demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Book a demo" });
    expect(
      (await within(dialog).findByText(/The visitor asked for Sunday 24 November 2030 at 15:15/)).textContent,
    ).toContain("Siti is free then");
    // The assignee's times first, then anyone free, with who.
    const groups = [...dialog.querySelectorAll("optgroup")].map((group) => [
      group.label,
      [...group.querySelectorAll("option")].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ["Free for Siti, who has the lead", ["09:00"]],
      ["Free for others", ["09:00 with ben@ikey.example", "09:30 with ben@ikey.example"]],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Book 15:15 with Siti" }));
    await waitFor(() => expect(callsTo(fetch, "POST /leads/7/demo")).toHaveLength(1));
    expect(callsTo(fetch, "POST /leads/7/demo")[0]?.body).toEqual({ date: "2030-11-24", time: "15:15", memberId: 2 });
    expect(await within(panel).findByText("Demo booked for Sunday 24 November 2030 at 15:15 with Siti.")).toBeTruthy();
    await waitFor(() =>
      expect(panel.textContent).toContain("Sunday 24 November 2030 at 15:15 (Malaysia time), 30 minutes, with Siti."),
    );
    expect(panel.textContent).toContain("Status: booked");
    expect(within(panel).queryByRole("button", { name: /Book/ })).toBeNull();
  });

  it("offers Book again after a no-show, with the day's free times and their hosts", async () => {
    const fetch = serve({
      "GET /leads/7": () => ({
        body: {
          ...typedLead,
          status: "contacted",
          demo: {
            id: 4,
            startsAt: Date.parse("2026-11-20T10:00:00+08:00"),
            endsAt: Date.parse("2026-11-20T10:30:00+08:00"),
            status: "no-show",
            host: siti,
          },
        },
      }),
      "GET /leads/options": () => options,
      "GET /leads/7/demo-slots?date=2030-11-24": () => ({ body: { ...slots, typed: null } }),
      "POST /leads/7/demo": () => ({
        body: { status: "confirmed", date: "2030-11-24", time: "09:30", member: ben.email },
      }),
    });
    const user = userEvent.setup();
    renderLead();
    const panel = (await screen.findByRole("heading", { name: "Demo" })).closest("section") as HTMLElement;
    expect(panel.textContent).toContain("Status: no-show");
    await user.click(within(panel).getByRole("button", { name: "Book again" }));
    const dialog = await screen.findByRole("dialog", { name: "Book a demo" });
    await user.selectOptions(await within(dialog).findByLabelText("Time and host (Malaysia time)"), "09:30|3");
    await user.click(within(dialog).getByRole("button", { name: "Book the demo" }));
    await waitFor(() => expect(callsTo(fetch, "POST /leads/7/demo")).toHaveLength(1));
    expect(callsTo(fetch, "POST /leads/7/demo")[0]?.body).toEqual({ date: "2030-11-24", time: "09:30", memberId: 3 });
  });
});
