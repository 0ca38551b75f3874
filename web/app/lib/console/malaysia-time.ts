/** A moment as the console shows it: Malaysia time, whatever the member's own zone. */
const format = new Intl.DateTimeFormat("en-MY", {
  timeZone: "Asia/Kuala_Lumpur",
  dateStyle: "medium",
  timeStyle: "short",
});

export function malaysiaTime(epochMs: number): string {
  return format.format(epochMs);
}
