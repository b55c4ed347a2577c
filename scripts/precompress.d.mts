export function compressibleFiles(folder: string): string[];
export function precompress(folder: string): Promise<number>;
