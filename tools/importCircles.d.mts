export const FOLDERS: string[];
export function importedSpecifiers(text: string): string[];
export function circlesOf(graph: Map<string, string[]>): string[][];
export function importGraph(folders?: string[]): Map<string, string[]>;
