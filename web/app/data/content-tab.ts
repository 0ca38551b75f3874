import type { Block } from "../components/prose";

/** One tab of a tabbed page: its fragment id, its label and its copy. */
export interface ContentTab {
  readonly id: string;
  readonly label: string;
  readonly blocks: readonly Block[];
}
