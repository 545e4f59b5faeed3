// A password for the command line: from standard input (one line, for scripts and `docker exec -T`), or
// typed twice on a terminal without echo. Null when neither is possible (no terminal, no --password-stdin).
import { text } from 'node:stream/consumers';

async function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            input.off('data', onData);
            process.stdout.write('\n');
            resolve(typed);
            return;
          }
          if (char === '\u0003') {
            input.off('data', onData);
            reject(new Error('cancelled'));
            return;
          }
          // Backspace and delete remove the last character typed.
          if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
          else typed += char;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
  }
}

export async function readPassword({ fromStdin }: { fromStdin: boolean }): Promise<string | null> {
  if (fromStdin) {
    const all = await text(process.stdin);
    // The first line, without its line break; a password may contain spaces at either end.
    return all.split(/\r?\n/)[0] ?? '';
  }
  if (!process.stdin.isTTY) return null;
  for (;;) {
    const first = await readHidden('Admin password: ');
    const second = await readHidden('The same again: ');
    if (first === second) return first;
    process.stdout.write('The two passwords differ; once more.\n');
  }
}
