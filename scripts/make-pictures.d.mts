/** A parsed font (opentype.js ships no types). */
type Font = object;

export const SOURCE_DIR: string;
export const OUT_DIR: string;
/** Nunito in the weights the sources use (700, 800), parsed. */
export function loadFonts(): Record<string, Font>;
/** The picture with each <text> replaced by the outline of its words; `file` names the source in errors. */
export function outlineLettering(svg: string, fonts: Record<string, Font>, file?: string): string;
/** Every SVG file under `dir`, in its subfolders too. */
export function svgFiles(dir: string): string[];
/** Folders of content/pictures written as one sheet each, `public/images/<folder>.svg`. */
export const SHEETS: string[];
/** One file written by the script: a picture from its source, or a sheet from the pictures of a folder (`sheet`). */
export type Output = { target: string; sources: string[]; sheet?: string };
/** Pictures side by side in one file, each under a <view> with its id; `file` names the sheet in errors. */
export function sheet(parts: { id: string; svg: string }[], file?: string): string;
/** Every file the script writes. */
export function outputs(sourceDir?: string, outDir?: string): Output[];
/** The text of one output. */
export function render(output: Output, fonts: Record<string, Font>): string;
