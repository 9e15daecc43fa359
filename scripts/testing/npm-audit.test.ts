import { readAudit } from './npm-audit';

const metadata = (counts: Record<string, number>) => ({
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
    dependencies: { prod: 20 },
  },
});

it('passes a report with no advisory, or only low and moderate ones', () => {
  expect(
    readAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, ...metadata({}) })),
  ).toEqual({
    kind: 'pass',
    counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
  });
  const moderate = {
    vulnerabilities: { a: { name: 'a', severity: 'moderate', via: [{ title: 'meh' }] } },
    ...metadata({ moderate: 1, total: 1 }),
  };
  expect(readAudit(JSON.stringify(moderate)).kind).toBe('pass');
});

it('fails a report with a high or critical advisory', () => {
  for (const severity of ['high', 'critical']) {
    const outcome = readAudit(JSON.stringify(metadata({ low: 1, [severity]: 1, total: 2 })));
    expect(outcome).toMatchObject({ kind: 'fail', counts: { low: 1, [severity]: 1 } });
  }
});

it('calls a registry without the audit endpoint, or no network, unavailable — never a pass', () => {
  // What this machine's registry answers (recorded from `npm audit --omit=dev --json`).
  const methodNotAllowed = {
    message:
      '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    method: 'POST',
    statusCode: 405,
    body: '',
    error: { summary: '', detail: '' },
  };
  expect(readAudit(JSON.stringify(methodNotAllowed))).toEqual({
    kind: 'unavailable',
    reason: methodNotAllowed.message,
  });
  expect(readAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: '' } }))).toEqual({
    kind: 'unavailable',
    reason: 'ENOTFOUND',
  });
  expect(readAudit('')).toEqual({
    kind: 'unavailable',
    reason: 'npm audit printed no JSON report',
  });
});
