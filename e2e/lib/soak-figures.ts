import { appendFileSync, mkdirSync } from "node:fs";

/** Where `npm run test:soak` leaves its figures for `npm run bench:scale` to report. */
export const SOAK_FIGURES = ".tmp/soak-figures.jsonl";

/** In a soak run, records one figure line (fault test or fuzz) for bench/results/scale.md. */
export function recordSoakFigure(kind: string, description: string) {
  if (!process.env.SOAK) return;
  mkdirSync(".tmp", { recursive: true });
  appendFileSync(SOAK_FIGURES, `${JSON.stringify({ kind, description, at: new Date().toISOString() })}\n`);
}
