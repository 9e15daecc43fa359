/** How one enquiry fared, before it is put as JSON or as a page to go to. */
export type Submission =
  | { kind: 'stored'; id: string; duplicate: boolean }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'conflict' }
  | { kind: 'rate_limited'; retryAfter: number }
  | { kind: 'unavailable' }
  | { kind: 'server_error' };
