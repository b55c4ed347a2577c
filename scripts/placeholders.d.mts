export type PlaceholderFound = { value: string; what: string; files: string[] };
export const placeholderPatterns: ReadonlyArray<{ pattern: RegExp; what: (value: string) => string }>;
export function findPlaceholders(files: ReadonlyArray<{ name: string; text: string }>): PlaceholderFound[];
export function placeholderWarning(found: readonly PlaceholderFound[]): string | null;
