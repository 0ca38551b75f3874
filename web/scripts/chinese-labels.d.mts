/** See chinese-labels.mjs. */
export const CHINESE_LABELS_CSS: string;
export function chineseLabelsCss(labels: Record<string, string>): string;
