/** Plain text as the rich editor's HTML: escaped, blank lines parting paragraphs, single breaks kept. */
export const textToHtml = (text: string): string =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => {
      const escaped = paragraph
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\r?\n/g, '<br>');
      return `<p>${escaped}</p>`;
    })
    .join('');

/** `value` with `insert` in place of the selection from `start` to `end`, and where the caret goes after it. */
export const insertAt = (
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } => {
  const from = start ?? value.length;
  const to = end ?? from;
  return {
    value: `${value.slice(0, from)}${insert}${value.slice(to)}`,
    caret: from + insert.length,
  };
};
