import type { Page } from "@playwright/test";

export declare function pageAtRest(page: Page, options?: { timeout?: number }): Promise<void>;
