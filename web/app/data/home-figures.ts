/**
 * How many use iKEY, as the home page counts them up: the same in every language, so each
 * language's copy (home.ts) takes them from here rather than from another language's module, whose
 * words would come with them into the page's scripts. Each is the floor behind "more than".
 */
export const userCounts = { teachers: 1800, centres: 300, learners: 30000 } as const;
