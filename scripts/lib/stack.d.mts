// Types of stack.mjs, for the TypeScript that starts the stack (the failover bench).
export interface StackOptions {
  replicas?: number;
  port?: number;
  apiPort?: number;
  firstReplicaPort?: number;
  env?: Record<string, string | undefined>;
  apiEnv?: Record<string, string>;
  bffEnv?: Record<string, string>;
  logDir?: string;
  onLine?: (name: string, line: string) => void;
  restartOnExit?: boolean;
}

export interface ReplicaProcess {
  name: string;
  kind: 'api' | 'bff';
  pid: number | undefined;
  port: number;
  starts: number;
  running: boolean;
}

export interface Balancer {
  name: string;
  url: string;
  stats: { forwarded: number; refused: number };
  inRotation(): string[];
  close(): Promise<void>;
}

export interface ReplicaStack {
  url: string;
  apiUrl: string;
  balancers: Balancer[];
  processes(): ReplicaProcess[];
  signal(name: string, signal: NodeJS.Signals): Promise<string | undefined>;
  start(name: string): Promise<void>;
  rss(): Record<string, number | undefined>;
  stop(): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<ReplicaStack>;
export function startBalancer(options: { name: string; port: number; upstreams: string[]; readyPath: string }): Promise<Balancer>;
export function rssOf(pid: number): number | undefined;
