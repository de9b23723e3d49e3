/** A text as a regular expression that matches it literally ("US$" matches "US$"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
