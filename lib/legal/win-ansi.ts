/** The characters of WinAnsiEncoding's 0x80–0x9F row (€ ‚ „ … – — ‘ ’ “ ” • and others), as code points. */
const WIN_ANSI_ROW_80 = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

/** Whether the standard PDF fonts (Helvetica and the others, WinAnsiEncoding) can show this character. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_ROW_80.has(code);
}

/** The characters of a text that the standard PDF fonts cannot show, each once. */
export function charactersOutsideWinAnsi(text: string): string[] {
  return [...new Set(text)].filter((char) => !isWinAnsi(char));
}
