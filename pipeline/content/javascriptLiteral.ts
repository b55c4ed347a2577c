// How her checked content becomes a module's source (pipeline/content/contentFilesPlugin.ts, articleModules.ts).

/** A JSON value as a JavaScript literal, keys unquoted where they can be (a few bytes less per key). */
export function asJavaScript(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(asJavaScript).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(
        ([key, item]) =>
          `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${asJavaScript(item)}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}
