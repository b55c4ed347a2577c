// A build or a dev server that cannot go on for a reason written for her (her content, a demo value
// left, a host's variable): those French lines, then nothing. A thrown error would be followed by
// Vite's « error during build: » and a stack in English, which she would read as the cause.

/** Prints `lines` and ends the process: the build fails, her lines are the last thing it says. */
export function stop(lines: string): never {
  console.error(`${lines}\n`);
  process.exit(1);
}

/** `read()`'s value; when it throws, its message (French, written for her) said as `stop` says it. */
export function orStop<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return stop(error instanceof Error ? error.message : String(error));
  }
}
