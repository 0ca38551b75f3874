const CONSOLE_NAME = "iKEY staff console";

/** A console screen's title (the console's name alone without one), and never indexed (the server also says so in X-Robots-Tag). */
export function consoleMeta(title?: string) {
  return [
    { title: title ? `${title} · ${CONSOLE_NAME}` : CONSOLE_NAME },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
