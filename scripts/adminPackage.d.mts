export const decapDist: string;
export const decapServerBin: string;
export function ensureAdminInstalled(): void;
export declare const decapServerEnv: () => NodeJS.ProcessEnv;
