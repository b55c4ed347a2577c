// A content file (src/content/*.yml) is checked by the build (pipeline/content/sheetReader.ts) against its
// entry in src/content/schema.ts; its reader names it: `cabinetFile as Sheet<'cabinet'>`.
declare module '*.yml' {
  const content: unknown;
  export default content;
}
