/**
 * The load benchmark's judgement of the database after a run: every accepted enquiry stored exactly
 * once and intact, and nothing stored that the server refused or that nobody sent.
 */
export interface EnquiryTrace {
  id: string;
  lastName: string;
}

export interface StoredCheck {
  /** Accepted (201) but not in the table. */
  lost: string[];
  /** In the table more than once (an id, or one sender's enquiry under two ids). */
  duplicated: string[];
  /** In the table though refused (429) or never sent. */
  unexpected: string[];
  /** Stored under the right id with another sender's content. */
  altered: string[];
}

export function checkStored(
  accepted: readonly EnquiryTrace[],
  stored: readonly EnquiryTrace[],
): StoredCheck {
  const expected = new Map(accepted.map((enquiry) => [enquiry.id, enquiry.lastName]));
  const seenIds = new Map<string, number>();
  const seenContent = new Map<string, number>();
  for (const row of stored) {
    seenIds.set(row.id, (seenIds.get(row.id) ?? 0) + 1);
    seenContent.set(row.lastName, (seenContent.get(row.lastName) ?? 0) + 1);
  }
  const lost = [...expected.keys()].filter((id) => !seenIds.has(id));
  const duplicated = [
    ...[...seenIds].filter(([, count]) => count > 1).map(([id]) => id),
    ...[...seenContent].filter(([, count]) => count > 1).map(([lastName]) => lastName),
  ];
  const unexpected = stored.filter((row) => !expected.has(row.id)).map((row) => row.id);
  const altered = stored
    .filter((row) => expected.has(row.id) && expected.get(row.id) !== row.lastName)
    .map((row) => row.id);
  return { lost, duplicated, unexpected, altered };
}

export function isClean(check: StoredCheck): boolean {
  return Object.values(check).every((list) => list.length === 0);
}
