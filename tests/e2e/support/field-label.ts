/** How a form field's accessible name reads: its label, with the required asterisk when it has one. */
/** The text as a regular expression that matches it literally. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function labelled(label: string): RegExp {
  return new RegExp(`^${escaped(label)}( ?\\*)?$`);
}
