// Types of what TypeScript files use from security.mjs (plain Node, loaded by the prerender).
export declare const LOCAL_BACKEND_PORT: number;
export declare const LOCAL_BACKEND_HOST: string;
export declare const LOCAL_BACKEND_URL: string;
export declare function adminContentSecurityPolicy(options: { asHeader: boolean }): string;
