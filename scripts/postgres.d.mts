export interface TestPostgres {
  port: number;
  url: string;
  dir: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
  start(): void;
  destroy(): Promise<void>;
}
export declare function postgresBin(): string | undefined;
export declare function ensurePostgres(): void;
export declare function startPostgres(): Promise<TestPostgres>;
