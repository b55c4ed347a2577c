export const TEXT_CONTENT_TYPES: Readonly<Record<string, string>>;
export function compressibleFiles(folder: string): string[];
export function precompress(folder: string): Promise<number>;
