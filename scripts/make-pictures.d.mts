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
/** Every source picture, as [source path, output path]. */
export function pictures(sourceDir?: string, outDir?: string): [string, string][];
