import { spawn } from 'node:child_process';

export interface SpamVerdict {
  score: number;
  /** The rules that counted, with their points: 'MISSING_DATE 2.739'. */
  rules: string[];
}

export const SPAMASSASSIN_MISSING =
  'SpamAssassin is not installed, so the spam check cannot run: install it with `sudo apt-get install -y spamassassin` (.ci/run does).';

const SEPARATOR = 'From paddock-test Thu Jan  1 00:00:00 1970';

/** Messages as one mbox, each line that could pass for a separator quoted as mbox does. */
function asMbox(messages: readonly string[]): string {
  return messages
    .map((message) => {
      const lines = message.replace(/\r\n/g, '\n').replace(/^From /gm, '>From ');
      return `${SEPARATOR}\n${lines.endsWith('\n') ? lines : `${lines}\n`}\n`;
    })
    .join('');
}

/** The score and the rules SpamAssassin wrote into one message's headers. */
export function parseVerdict(message: string): SpamVerdict {
  const headers = message.slice(0, message.search(/\n\n|$/)).replace(/\n[ \t]+/g, ' ');
  const score = /^X-Spam-Status:.*?\bscore=(-?\d+(?:\.\d+)?)/m.exec(headers)?.[1];
  if (score === undefined) throw new Error(`SpamAssassin gave no score:\n${headers}`);
  const scores = /^X-Spam-Scores:(.*)$/m.exec(headers)?.[1] ?? '';
  const rules = [...scores.matchAll(/([A-Z][A-Z0-9_]+)=(-?\d+(?:\.\d+)?)/g)]
    .filter(([, , points]) => Math.abs(Number(points)) >= 0.01)
    .map(([, rule, points]) => `${rule} ${points}`);
  return { score: Number(score), rules };
}

function messageIdOf(message: string): string | undefined {
  const headers = message.slice(0, message.search(/\r?\n\r?\n|$/));
  return /^Message-ID:\s*(\S+)/im.exec(headers)?.[1];
}

/**
 * The scored messages in the order they were given: SpamAssassin's --mbox does not keep it, so
 * each is found again by its Message-ID (where every message has one of its own).
 */
function inGivenOrder(given: readonly string[], scored: string[]): string[] {
  const ids = given.map(messageIdOf);
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return scored;
  const byId = new Map(scored.map((message) => [messageIdOf(message), message]));
  return ids.map((id) => byId.get(id) ?? '');
}

/**
 * Scores whole messages (headers and all) with Debian's SpamAssassin and its shipped rules, in
 * one run so the rules load once: local tests only (no network lists) and no Bayes learning, so
 * a score depends on the message alone.
 */
export function spamScores(messages: readonly string[]): Promise<SpamVerdict[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'spamassassin',
      [
        '--local',
        '--mbox',
        '--nocreate-prefs',
        '--cf=use_bayes 0',
        '--cf=bayes_auto_learn 0',
        '--cf=add_header all Scores _TESTSSCORES(,)_',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(SPAMASSASSIN_MISSING) : error),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`spamassassin exited with ${code}: ${errors}`));
      const scored = output.split(`${SEPARATOR}\n`).slice(1);
      if (scored.length !== messages.length) {
        return reject(new Error(`spamassassin scored ${scored.length} of ${messages.length}`));
      }
      resolve(inGivenOrder(messages, scored).map(parseVerdict));
    });
    child.stdin.end(asMbox(messages));
  });
}

export async function spamScore(message: string): Promise<SpamVerdict> {
  const [verdict] = await spamScores([message]);
  if (!verdict) throw new Error('spamassassin scored nothing');
  return verdict;
}
