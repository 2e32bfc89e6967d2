export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function hintChunks(chunksDir: string): { hinted: number; files: number };
