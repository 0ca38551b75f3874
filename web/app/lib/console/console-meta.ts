/** A console screen's title, and never indexed (the server also says so in X-Robots-Tag). */
export function consoleMeta(title: string) {
  return [{ title: `${title} · iKEY staff console` }, { name: "robots", content: "noindex, nofollow" }];
}
