export declare function removeSqliteDatabase(path: string): void;
