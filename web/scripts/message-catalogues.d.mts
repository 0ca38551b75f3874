/** See message-catalogues.mjs. */
export function catalogueProblems(projectDir: string): string[];
