/** A LIKE pattern matching `text` anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
