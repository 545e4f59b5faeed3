// What bench/realtime.ts and its server child (bench/realtime-server.ts) share. No side effects: the
// parent imports it, while importing the child's module would start a server in the parent.

export type RealtimeBenchKind = 'app-pglite' | 'app-postgres' | 'bare';

/** What the parent needs: where to connect, and for the app the tokens and conversations. */
export interface RealtimeBenchTarget {
  kind: RealtimeBenchKind;
  base: string;
  senderToken: string;
  /** Index n: receiver n's token (the app) or its stream name (bare). */
  receiverTokens: string[];
  /** Index n: the conversation of the sender with receiver n (the app). */
  conversationIds: number[];
}

/** The child prints this, then the target as JSON, on one line once it is ready. */
export const READY_PREFIX = 'BENCH_READY ';
