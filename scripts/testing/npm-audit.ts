/**
 * Reads `npm audit --json`: pass, fail, or no report at all (no audit endpoint, no network), which
 * means the dependencies were not checked.
 */
export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export type AuditOutcome =
  | { kind: 'pass' | 'fail'; counts: Record<Severity, number> }
  | { kind: 'unavailable'; reason: string };

export const BLOCKING = ['high', 'critical'] as const satisfies readonly Severity[];

interface AuditJson {
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  message?: string;
  error?: { code?: string; summary?: string };
}

export function readAudit(stdout: string): AuditOutcome {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  const totals = report.metadata?.vulnerabilities;
  if (!totals) {
    const reason =
      report.message ||
      report.error?.summary ||
      report.error?.code ||
      'npm audit returned no vulnerability report';
    return { kind: 'unavailable', reason };
  }
  const severities: Severity[] = ['info', 'low', 'moderate', 'high', 'critical'];
  const counts = Object.fromEntries(
    severities.map((severity) => [severity, totals[severity] ?? 0]),
  ) as Record<Severity, number>;
  const blocking = BLOCKING.some((severity) => counts[severity] > 0);
  return { kind: blocking ? 'fail' : 'pass', counts };
}
