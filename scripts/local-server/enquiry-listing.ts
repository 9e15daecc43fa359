/** How `npm run enquiries` prints stored enquiries: a table, JSON or CSV. */
import { stringify } from 'csv-stringify/sync';
import type { StoredEnquiry } from '#shared/enquiry-store';

/** A stored enquiry as listed: dates as ISO strings, as the server's JSON has them. */
export type ListedEnquiry = Omit<StoredEnquiry, 'createdAt' | 'notifiedAt'> & {
  createdAt: string;
  notifiedAt: string | null;
};

/** Every column, in a stable order: the CSV header. */
const CSV_COLUMNS = [
  'id',
  'createdAt',
  'page',
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phone',
  'country',
  'companyName',
  'contactNumber',
  'fundingRequirement',
  'consent',
  'message',
  'notificationStatus',
  'notificationAttempts',
  'notificationError',
  'notifiedAt',
] as const satisfies readonly (keyof ListedEnquiry)[];

/**
 * Control characters (escape sequences could move a terminal's cursor, rewrite lines, set its
 * title) and bidi controls (which reorder what is shown). The schema refuses them, but rows stored
 * before it did may hold them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * RFC 4180 with Windows line ends for spreadsheets. `escape_formulas` keeps a visitor's text from
 * running as a formula in the firm's spreadsheet (OWASP's advice); tabs and line breaks stay, other
 * control characters are shown as U+FFFD, as the CSV is printed to a terminal as often as saved.
 */
export function toCsv(enquiries: readonly ListedEnquiry[]): string {
  return stringify(enquiries as ListedEnquiry[], {
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      boolean: String,
      string: (text) =>
        text.replace(UNPRINTABLE, (char) => (/[\t\n\r]/.test(char) ? char : '\uFFFD')),
    },
  });
}

/** Text safe to print to a terminal. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, '\uFFFD');
}

function oneLine(text: string, max: number): string {
  const flat = printable(text.replace(/\s+/g, ' ')).trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Emailed to the firm, one by one or in a summary: nothing for anyone to do. */
const NOTIFIED = new Set<string>(['sent', 'summarised']);

function tableOf(enquiries: readonly ListedEnquiry[]): string[] {
  const header = [
    'Received (UTC)',
    'Page',
    'Name',
    'Email',
    'Phone',
    'Country / company',
    'Email sent',
    'Message',
  ];
  const rows = enquiries.map((enquiry) => [
    enquiry.createdAt.slice(0, 16).replace('T', ' '),
    enquiry.page,
    oneLine(`${enquiry.firstName} ${enquiry.lastName}`, 30),
    oneLine(enquiry.email, 32),
    oneLine(enquiry.contactNumber ?? `${enquiry.countryCode} ${enquiry.phone}`, 20),
    oneLine(enquiry.companyName ?? enquiry.country ?? '', 24),
    enquiry.notificationStatus.replace('_', ' '),
    oneLine(enquiry.message, 40),
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The enquiries, newest first; then the ones the firm was never emailed about (so someone reads
 * them here), with why; then spam (the hidden trap field filled), apart, never emailed.
 */
export function toTable(enquiries: readonly ListedEnquiry[]): string {
  if (enquiries.length === 0) return 'No enquiries stored yet.\n';
  const real = enquiries.filter((enquiry) => enquiry.notificationStatus !== 'spam');
  const spam = enquiries.filter((enquiry) => enquiry.notificationStatus === 'spam');
  const unsent = real.filter((enquiry) => !NOTIFIED.has(enquiry.notificationStatus));
  const lines: string[] = [];
  if (real.length > 0) {
    lines.push(
      ...tableOf(real),
      '',
      `${count(real.length, 'enquiry', 'enquiries')}, newest first.`,
    );
  }
  if (unsent.length > 0) {
    lines.push(
      '',
      `Never emailed to the firm: ${count(unsent.length, 'enquiry', 'enquiries')}.`,
      ...unsent.map(
        (enquiry) =>
          `  ${enquiry.createdAt.slice(0, 16).replace('T', ' ')}  ${enquiry.id}  ` +
          `${enquiry.notificationStatus.replace('_', ' ')}, ${enquiry.notificationAttempts} ` +
          `${enquiry.notificationAttempts === 1 ? 'attempt' : 'attempts'}` +
          (enquiry.notificationError ? `: ${oneLine(enquiry.notificationError, 80)}` : ''),
      ),
    );
  }
  if (spam.length > 0) {
    lines.push(
      '',
      `Spam (the hidden trap field was filled), never emailed: ${count(spam.length, 'enquiry', 'enquiries')}.`,
      ...tableOf(spam),
    );
  }
  return `${lines.join('\n')}\n`;
}

export type ListingFormat = 'table' | 'json' | 'csv';

/**
 * The format asked for, or null for unknown arguments or two formats. Without the `--`,
 * `npm run enquiries --json` reaches the script only as npm_config_json=true: that counts too.
 */
export function listingFormat(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ListingFormat | null {
  const asked = new Set<ListingFormat>();
  for (const arg of args) {
    if (arg === '--json') asked.add('json');
    else if (arg === '--csv') asked.add('csv');
    else return null;
  }
  if (env.npm_config_json === 'true') asked.add('json');
  if (env.npm_config_csv === 'true') asked.add('csv');
  if (asked.size > 1) return null;
  return [...asked][0] ?? 'table';
}
