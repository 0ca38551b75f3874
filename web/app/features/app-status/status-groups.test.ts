import type { StatusReport } from "@ikey/contracts/app-status";
import { describe, expect, it } from "vitest";
import { groupTitle } from "../../lib/status-group-titles";
import { checkerRow, functionRow, NO_RESULT, rowText, statusGroups } from "./status-groups";

const result = (is_working: boolean, duration = "12 milliseconds") => ({
  start_time: "2026-11-21T00:00:00.000Z",
  end_time: "2026-11-21T00:00:00.012Z",
  is_working,
  duration,
});

const report: StatusReport = {
  api_result: result(true, "40 milliseconds"),
  center_result: result(false),
  server_result_with_dns_server: result(true, "1.200 seconds"),
  server_result_without_dns_service: result(true),
};

describe("status rows", () => {
  it("are five groups in the requirements' order; Parent and Educator share the api check", () => {
    expect(statusGroups.map(groupTitle)).toEqual([
      "Server (with Cloudflare)",
      "Server (direct access)",
      "Center",
      "App (Parent)",
      "App (Educator)",
    ]);
    expect(statusGroups[0]).toMatchObject({ target: "server1", resultKey: "server_result_with_dns_server" });
    expect(statusGroups[1]).toMatchObject({ target: "server2", resultKey: "server_result_without_dns_service" });
    expect(statusGroups[3]?.target).toBe(statusGroups[4]?.target);
  });

  it("map a checker answer to Working (duration) or Failed, and a lost GET to no result", () => {
    expect(statusGroups.map((group) => rowText(checkerRow(report, group)))).toEqual([
      "Working (1.200 seconds)",
      "Working (12 milliseconds)",
      "Failed",
      "Working (40 milliseconds)",
      "Working (40 milliseconds)",
    ]);
    for (const group of statusGroups) expect(checkerRow(null, group)).toBe(NO_RESULT);
    expect(rowText(NO_RESULT)).toBe("");
  });

  it("turn every Google row to Failed when the callable function fails", () => {
    expect(statusGroups.map((group) => rowText(functionRow(null, group)))).toEqual(Array(5).fill("Failed"));
  });
});
