import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS = 'docs/decisions';
/** The index of the records: not a record, so it changes as decisions do. */
export const INDEX = 'README.md';
/** Each record's name and digest, as `sha256sum` writes them, added once the record is final. */
export const MANIFEST = 'frozen-records.sha256';
/** Records before this number were written before records carried their day; they stay so. */
const FIRST_DATED = 56;

const RECORD_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
const MANIFEST_LINE = /^([0-9a-f]{64}) [ *](\S+)$/;

/** Whether a repository path is a decision record, as against the index or any other file. */
export function isDecisionRecord(path: string): boolean {
  return path.startsWith(`${DECISIONS}/`) && RECORD_NAME.test(path.slice(DECISIONS.length + 1));
}

/** The digest a record is held to; line endings do not count, so a CRLF checkout changes nothing. */
export function recordDigest(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

/** The numbers of the records named in a record's "Supersedes …" sentence, links or bare. */
function superseded(header: string): string[] {
  const words = header.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ');
  const clause = /\bSupersedes\b([^;]*?)(?:;|\.(?:\s|$)|$)/.exec(words)?.[1] ?? '';
  return clause.match(/\b\d{4}\b/g) ?? [];
}

/**
 * Every way the folder of decision records breaks its rules, each as a message that states the
 * rule: a record is never rewritten nor removed (held to its digest in the manifest), opens with
 * "# NNNN Title" and, from 0056 on, the day it was written; the index lists every record, and
 * notes beside each superseded one the record that supersedes it. `files` is every file of the
 * folder, by name, with its text.
 */
export function decisionRecordFaults(files: Record<string, string>): string[] {
  const faults: string[] = [];
  const manifest = new Map<string, string>();
  for (const line of (files[MANIFEST] ?? '').split('\n').filter((text) => text.trim())) {
    const [, digest, name] = MANIFEST_LINE.exec(line) ?? [];
    if (digest && name) manifest.set(name, digest);
    else faults.push(`${MANIFEST}: "${line}" is not a line "<sha256>  <record>.md"`);
  }
  const index = files[INDEX] ?? '';
  const indexLines = index.split('\n');
  const numbered = new Map<string, string>();

  for (const [name, text] of Object.entries(files)) {
    if (name === INDEX || name === MANIFEST) continue;
    const number = RECORD_NAME.exec(name)?.[1];
    if (!number) {
      faults.push(
        `${DECISIONS}/${name}: the folder holds records named NNNN-title.md (lower case), ` +
          `the index ${INDEX} and ${MANIFEST}, nothing else`,
      );
      continue;
    }
    const twin = numbered.get(number);
    if (twin) faults.push(`${twin} and ${name} share ${number}: each record takes the next number`);
    numbered.set(number, name);

    const digest = manifest.get(name);
    if (!digest) {
      faults.push(
        `${name} is not in ${DECISIONS}/${MANIFEST}. Once the record is final, add its line ` +
          `"${recordDigest(text)}  ${name}" (in ${DECISIONS}: sha256sum ${name} >> ${MANIFEST}); ` +
          'from then on it is never rewritten',
      );
    } else if (digest !== recordDigest(text)) {
      faults.push(
        `Decision records are never rewritten: ${name} changed. Restore it, and write a new ` +
          `record that supersedes it ("Supersedes [${number}](${name}).", after its date), then ` +
          `note "superseded by" the new number beside ${number} in ${DECISIONS}/${INDEX}`,
      );
    }

    const lines = text.replace(/\r\n/g, '\n').split('\n');
    if (!new RegExp(`^# ${number} \\S`).test(lines[0] ?? '')) {
      faults.push(`${name} must open with "# ${number} <title>", its own number: "${lines[0]}"`);
    }
    const afterTitle =
      lines
        .slice(1)
        .join('\n')
        .trimStart()
        .split(/\n\s*\n/)[0] ?? '';
    if (Number(number) >= FIRST_DATED && !/^\d{4}-\d{2}-\d{2}\.(?:\s|$)/.test(afterTitle)) {
      faults.push(
        `${name} must give the day it was written below its title, as "2026-12-06." ` +
          '(then, if so, "Supersedes [NNNN](…)." or "Adds to [NNNN](…).")',
      );
    }

    const entry = (of: string) => indexLines.find((line) => line.includes(`](${of}`));
    if (!entry(name)) {
      faults.push(`${DECISIONS}/${INDEX} must list every record: add "- [${number} …](${name})"`);
    }
    if (Number(number) < FIRST_DATED) continue;
    for (const old of superseded(afterTitle)) {
      const oldName = Object.keys(files).find((file) => file.startsWith(`${old}-`));
      const line = oldName ? entry(oldName) : '';
      if (!oldName) faults.push(`${name} supersedes ${old}, which is no record`);
      else if (line && !(/superseded/i.test(line) && line.includes(number))) {
        faults.push(
          `${name} supersedes ${old}, so ${DECISIONS}/${INDEX} says so beside ${old} ` +
            `("superseded by ${number}"); the record ${old} itself is never rewritten`,
        );
      }
    }
  }

  for (const name of manifest.keys()) {
    if (!(name in files)) {
      faults.push(
        `Decision records are never removed: ${name} is in ${MANIFEST} but gone. Restore it; ` +
          `a decision no longer in force is marked superseded in ${INDEX}`,
      );
    }
  }
  return faults;
}

/** Every file of the folder of decision records, by name, as it is on disk. */
export function decisionsFolder(root = process.cwd()): Record<string, string> {
  const folder = join(root, DECISIONS);
  return Object.fromEntries(
    readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );
}
