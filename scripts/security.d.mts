// Types of what TypeScript files use from security.mjs (plain Node, loaded by the prerender).
export declare const LOCAL_BACKEND_PORT: number;
export declare function adminContentSecurityPolicy(options: { asHeader: boolean }): string;
