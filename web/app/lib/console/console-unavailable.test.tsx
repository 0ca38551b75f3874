import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsoleApiError } from "./console-api";
import { ConsoleUnavailable } from "./console-unavailable";

/** The console's page whose session could not be read, failing with `error`. */
function renderFailing(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/staff/leads",
      loader: () => {
        throw error;
      },
      Component: () => null,
      ErrorBoundary: ({ error: caught }: { error: unknown }) => <ConsoleUnavailable error={caught} />,
    },
  ]);
  render(<Stub initialEntries={["/staff/leads?status=new"]} />);
}

describe("ConsoleUnavailable", () => {
  it("says why the console cannot open in the server's words, and offers to try again where the member was", async () => {
    const setUp = "The staff console is not set up on this server yet: it needs STAFF_SECRET_KEY.";
    renderFailing(new ConsoleApiError(503, setUp));
    expect((await screen.findByRole("alert")).textContent).toContain(setUp);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The staff console cannot open");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/staff/leads?status=new");
  });

  it("tells a server it could not reach from one that failed", async () => {
    renderFailing(new TypeError("Failed to fetch"));
    expect((await screen.findByRole("alert")).textContent).toContain("could not reach the server");
  });
});
