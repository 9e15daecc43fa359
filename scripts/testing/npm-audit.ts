/**
 * Reads `npm audit --json`: a report (pass, or fail on any high or critical advisory), or no report
 * at all (the registry has no audit endpoint, or cannot be reached), which is neither a pass nor a
 * failure of the dependencies: it means they were not checked.
 */
export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export interface Advisory {
  name: string;
  severity: Severity;
  titles: string[];
}

export type AuditOutcome =
  | { kind: 'pass'; counts: Record<Severity, number> }
  | { kind: 'fail'; counts: Record<Severity, number>; blocking: Advisory[] }
  | { kind: 'unavailable'; reason: string };

export const BLOCKING: readonly Severity[] = ['high', 'critical'];

interface AuditJson {
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  vulnerabilities?: Record<
    string,
    { name?: string; severity?: Severity; via?: (string | { title?: string })[] }
  >;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string };
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
  const counts = {
    info: totals.info ?? 0,
    low: totals.low ?? 0,
    moderate: totals.moderate ?? 0,
    high: totals.high ?? 0,
    critical: totals.critical ?? 0,
  };
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => entry.severity && BLOCKING.includes(entry.severity))
    .map(([name, entry]) => ({
      name: entry.name ?? name,
      severity: entry.severity!,
      titles: (entry.via ?? []).flatMap((via) =>
        typeof via === 'object' && via.title ? [via.title] : [],
      ),
    }));
  if (counts.high + counts.critical > 0 || blocking.length > 0) {
    return { kind: 'fail', counts, blocking };
  }
  return { kind: 'pass', counts };
}
