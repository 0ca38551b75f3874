import { beforeEach, describe, expect, it, vi } from "vitest";
import { readSessionAs } from "../../../test/console-session";
import { ConsoleApiError } from "./console-api";
import { SIGN_IN_PATH, screenData } from "./screen-data";
import { readStaffSession } from "./staff-session";

describe("screenData", () => {
  beforeEach(() =>
    readSessionAs({
      id: 1,
      email: "mei.ling@ikey.example",
      role: "sales",
      name: null,
      language: "en",
      csrfToken: "token",
    }),
  );

  it("hands over what the screen read", async () => {
    expect(await screenData(async () => ({ members: [] }))).toEqual({ members: [] });
  });

  it("sends a member whose session has ended to sign-in", async () => {
    const thrown = await screenData(() => Promise.reject(new ConsoleApiError(401, "Your session has ended."))).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(SIGN_IN_PATH);
  });

  it("passes any other refusal on to the console's error state, with the server's sentence", async () => {
    const refusal = new ConsoleApiError(403, "Your role may not open this.");
    await expect(screenData(() => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it("sends a signed-out visitor to sign-in without asking for the screen's data", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ session: null }));
    try {
      await readStaffSession();
      let read = false;
      const thrown = await screenData(async () => {
        read = true;
        return {};
      }).catch((error: unknown) => error);
      expect(read).toBe(false);
      expect((thrown as Response).headers.get("Location")).toBe(SIGN_IN_PATH);
    } finally {
      fetchMock.mockRestore();
    }
  });
});
