export const chromiumPath: string;
export const chromiumArgs: string[];
export const chromiumLaunch: { executablePath: string; args: string[] };
