export declare const vendorChunks: ReadonlyArray<{ name: string; test: RegExp }>;
