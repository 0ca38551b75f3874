import type { StatusGroup, StatusGroupId } from "@ikey/contracts/status-history";
import * as m from "../paraglide/messages.js";

/*
 * Check App Status's five groups as the page titles them, in its language: the live board, the
 * history and its incidents all name them. The contract's English titles stay the feed's and the
 * e-mails' (contracts/status-history.ts).
 */
const titles: Record<StatusGroupId, () => string> = {
  server1: m.status_group_server1,
  server2: m.status_group_server2,
  center: m.status_group_center,
  "parent-app": m.status_group_parent_app,
  "educator-app": m.status_group_educator_app,
};

export const groupTitle = (group: Pick<StatusGroup, "id">): string => titles[group.id]();
