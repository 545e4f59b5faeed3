// DNS TXT lookups, injectable: the app uses the system resolver, tests hand in a fake (no network).
import { Resolver } from 'node:dns/promises';

/** The TXT records at `name`, each as its chunks (node:dns resolveTxt's shape); rejects when there are none. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The system's resolver, bounded so a slow name server cannot hold a request long (about 3 × 2 s at most). */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 3 });
  return (name) => resolver.resolveTxt(name);
}
