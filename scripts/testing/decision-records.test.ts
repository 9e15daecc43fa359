import {
  INDEX,
  MANIFEST,
  decisionRecordFaults,
  decisionsFolder,
  recordDigest,
} from './decision-records';

const OLD = '# 0010 Fade-in never hides content\n\n## Context\n\nSections faded in.\n';
const NEW =
  '# 0056 Sections are revealed\n\n2026-12-05. Supersedes the fade of ' +
  '[0010](0010-fade-in.md); the rest of 0010 stands.\n\n## Context\n';

/** A folder of two records, the later superseding the earlier, with its index and manifest. */
function folder(changes: Record<string, string | undefined> = {}): Record<string, string> {
  const files: Record<string, string | undefined> = {
    '0010-fade-in.md': OLD,
    '0056-revealed.md': NEW,
    [INDEX]:
      '# Decisions\n\n- [0010 Fade-in](0010-fade-in.md) (the fade superseded by 0056)\n' +
      '- [0056 Revealed](0056-revealed.md)\n',
    [MANIFEST]: `${recordDigest(OLD)}  0010-fade-in.md\n${recordDigest(NEW)}  0056-revealed.md\n`,
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe('the decision records', () => {
  it('pass as written, superseded in the index alone', () => {
    expect(decisionRecordFaults(folder())).toEqual([]);
  });

  it('are never rewritten: a changed record fails, saying to supersede it', () => {
    expect(
      decisionRecordFaults(folder({ '0010-fade-in.md': `${OLD}Superseded by 0056.\n` })),
    ).toEqual([
      'Decision records are never rewritten: 0010-fade-in.md changed. Restore it, and write a ' +
        'new record that supersedes it ("Supersedes [0010](0010-fade-in.md).", after its date), ' +
        'then note "superseded by" the new number beside 0010 in docs/decisions/README.md',
    ]);
  });

  it('are never removed', () => {
    const faults = decisionRecordFaults(folder({ '0010-fade-in.md': undefined }));
    expect(faults).toContain(
      'Decision records are never removed: 0010-fade-in.md is in frozen-records.sha256 but gone. ' +
        'Restore it; a decision no longer in force is marked superseded in README.md',
    );
  });

  it('ask for a new record in the manifest, with the line to add', () => {
    const text = '# 0057 A suite\n\n2026-12-05.\n\n## Context\n';
    const index = `${folder()[INDEX]}- [0057 A suite](0057-a-suite.md)\n`;
    expect(decisionRecordFaults(folder({ '0057-a-suite.md': text, [INDEX]: index }))).toEqual([
      `0057-a-suite.md is not in docs/decisions/frozen-records.sha256. Once the record is final, ` +
        `add its line "${recordDigest(text)}  0057-a-suite.md" (in docs/decisions: sha256sum ` +
        '0057-a-suite.md >> frozen-records.sha256); from then on it is never rewritten',
    ]);
  });

  it('open with their own number and, from 0056 on, the day they were written', () => {
    const text = '# 57 A suite\n\nWe decided.\n';
    const faults = decisionRecordFaults(folder({ '0057-a-suite.md': text }));
    expect(faults).toContain(
      '0057-a-suite.md must open with "# 0057 <title>", its own number: "# 57 A suite"',
    );
    expect(faults).toContain(
      '0057-a-suite.md must give the day it was written below its title, as "2026-12-06." ' +
        '(then, if so, "Supersedes [NNNN](…)." or "Adds to [NNNN](…).")',
    );
    expect(faults).toContain(
      'docs/decisions/README.md must list every record: add "- [0057 …](0057-a-suite.md)"',
    );
  });

  it('are marked superseded in the index by the record that supersedes them', () => {
    const index = '- [0010 Fade-in](0010-fade-in.md)\n- [0056 Revealed](0056-revealed.md)\n';
    expect(decisionRecordFaults(folder({ [INDEX]: index }))).toEqual([
      '0056-revealed.md supersedes 0010, so docs/decisions/README.md says so beside 0010 ' +
        '("superseded by 0056"); the record 0010 itself is never rewritten',
    ]);
  });

  it('hold their line endings to no account', () => {
    const crlf = folder({ '0010-fade-in.md': OLD.replace(/\n/g, '\r\n') });
    expect(decisionRecordFaults(crlf)).toEqual([]);
  });

  it('keep to these rules in this repository', () => {
    expect(decisionRecordFaults(decisionsFolder())).toEqual([]);
  });
});
