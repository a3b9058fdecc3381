/*
 * Blocks of a document that a command writes (`npm run load-model -- --write`): each between two
 * markers naming it, so a test compares the block with what the command would write, and the
 * command replaces it whole. The text around them is the authors'.
 */
const start = (name: string) => `<!-- generated: ${name} (npm run load-model -- --write) -->`;
const end = (name: string) => `<!-- end of generated: ${name} -->`;

/** The block named `name`, without its markers; undefined when the document has none. */
export function generatedBlock(document: string, name: string): string | undefined {
  const from = document.indexOf(start(name));
  const to = document.indexOf(end(name));
  if (from < 0 || to < from) return undefined;
  return document.slice(from + start(name).length, to).trim();
}

/** The document with the block named `name` replaced by `content`; an error when it has none. */
export function withGeneratedBlock(document: string, name: string, content: string): string {
  const from = document.indexOf(start(name));
  const to = document.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`No generated block "${name}" to replace`);
  return `${document.slice(0, from)}${start(name)}\n${content}\n${document.slice(to)}`;
}
