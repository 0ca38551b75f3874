import { groupTitles } from "@ikey/contracts/status-history";
import { incidentStatusLabels } from "@ikey/contracts/status-incidents";
import { STATUS_FEED_PATH } from "@ikey/contracts/status-updates";
import { formatMalaysiaTime } from "../time";
import type { StoredIncident } from "./incident-store";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe in XML content and attributes; characters XML 1.0 cannot hold at all are dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * The incidents as an Atom feed (RFC 4287): one entry per incident, updated with its latest update,
 * its content every update in plain text, newest first. Ids are the incident's permanent anchor on
 * the status page.
 */
export function atomFeed(incidents: readonly StoredIncident[], siteUrl: string, now: number): string {
  const page = new URL("/check-app-status", siteUrl).href;
  const self = new URL(STATUS_FEED_PATH, siteUrl).href;
  const updated = Math.max(0, ...incidents.flatMap((incident) => incident.updates.map((update) => update.at)));
  const entries = incidents.map((incident) => {
    const link = `${page}#incident-${incident.id}`;
    const latest = incident.updates[0]?.at ?? incident.startedAt;
    const groups = groupTitles(incident.groups);
    const content = [
      `Affected: ${groups}`,
      ...incident.updates.map(
        (update) => `\n${incidentStatusLabels[update.status]}, ${formatMalaysiaTime(update.at)}\n${update.message}`,
      ),
    ].join("\n");
    return [
      "  <entry>",
      `    <id>${xmlText(link)}</id>`,
      `    <title>${xmlText(`${incidentStatusLabels[incident.status]}: ${incident.title}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
      `    <published>${iso(incident.startedAt)}</published>`,
      `    <updated>${iso(latest)}</updated>`,
      `    <content type="text">${xmlText(content)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    "  <title>iKEY status: incidents</title>",
    "  <subtitle>Incidents on iKEY's servers, centre system and apps, with every update.</subtitle>",
    `  <id>${xmlText(self)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(page)}"/>`,
    // A feed without incidents is as new as the moment it is read.
    `  <updated>${iso(updated || now)}</updated>`,
    "  <author><name>iKEY</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
