// @vitest-environment node
import { contactEnquiry } from '#shared/test-enquiries';
import { listingFormat, printable, toCsv, toTable, type ListedEnquiry } from './enquiry-listing';

const enquiry: ListedEnquiry = {
  ...contactEnquiry({
    id: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
    message: 'Line one, with "quotes"\nline two',
  }),
  createdAt: '2026-11-22T12:34:56.789Z',
  companyName: null,
  contactNumber: null,
  fundingRequirement: null,
  consent: null,
  notificationStatus: 'not_configured',
  notificationAttempts: 0,
  notificationError: null,
  notifiedAt: null,
};

it('quotes CSV cells with commas, quotes and line breaks, and defuses formulas', () => {
  // The fixture's message sits between four empty cells and its notification status.
  const messageCell = (message: string) =>
    /,,,,,(.*),not_configured,0,,\r\n$/s.exec(toCsv([{ ...enquiry, message }]))?.[1];
  expect(messageCell('plain')).toBe('plain');
  expect(messageCell('a,b')).toBe('"a,b"');
  expect(messageCell('say "hi"')).toBe('"say ""hi"""');
  expect(messageCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  expect(messageCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  expect(messageCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(toCsv([{ ...enquiry, consent: true }])).toContain(',,,,true,');
});

it('writes a header and one CRLF-terminated record per enquiry', () => {
  const lines = toCsv([enquiry]).split('\r\n');
  expect(lines[0]).toBe(
    'id,createdAt,page,firstName,lastName,email,countryCode,phone,country,companyName,' +
      'contactNumber,fundingRequirement,consent,message,notificationStatus,notificationAttempts,' +
      'notificationError,notifiedAt',
  );
  expect(lines[1]).toBe(
    `${enquiry.id},2026-11-22T12:34:56.789Z,Contact Form,Ada,Lovelace,ada@example.com,'+44,` +
      '20 7946 0000,United Kingdom,,,,,"Line one, with ""quotes""\nline two",not_configured,0,,',
  );
  expect(lines[2]).toBe('');
  expect(toCsv([])).toBe(`${lines[0]}\r\n`); // the header alone: a file that says "none yet"
});

it('prints a table for people, one line per enquiry', () => {
  const table = toTable([enquiry]);
  expect(table).toContain('2026-11-22 12:34  Contact Form  Ada Lovelace');
  expect(table).toContain('Line one, with "quotes" line two');
  expect(table).toContain('1 enquiry, newest first.');
  expect(toTable([])).toBe('No enquiries stored yet.\n');
});

it('lists the enquiries never emailed to the firm, with why, and spam apart', () => {
  const sent = { ...enquiry, id: 'sent-1', notificationStatus: 'sent' as const };
  const failed = {
    ...enquiry,
    id: 'failed-1',
    firstName: 'Failed',
    notificationStatus: 'failed' as const,
    notificationAttempts: 2,
    notificationError: 'Resend answered 500: down',
  };
  const spam = {
    ...enquiry,
    id: 'spam-1',
    firstName: 'Spammy',
    notificationStatus: 'spam' as const,
  };
  const text = toTable([sent, failed, spam]);
  const main = text.slice(0, text.indexOf('\n\nNever emailed'));
  const unsent = text.slice(text.indexOf('Never emailed'), text.indexOf('\n\nSpam'));
  const trapped = text.slice(text.indexOf('Spam'));
  expect(main).toContain('Ada Lovelace');
  expect(main).toContain('Failed Lovelace');
  expect(main).not.toContain('Spammy');
  expect(main).toContain('2 enquiries, newest first.');
  expect(unsent).toBe(
    'Never emailed to the firm: 1 enquiry.\n' +
      '  2026-11-22 12:34  failed-1  failed, 2 attempts: Resend answered 500: down',
  );
  expect(trapped).toContain('Spam (the hidden trap field was filled), never emailed: 1 enquiry.');
  expect(trapped).toContain('Spammy Lovelace');
  expect(trapped).not.toContain('Failed');
});

it('never prints terminal control sequences or bidi controls, from the table or the CSV', () => {
  const hostile = {
    ...enquiry,
    firstName: 'Ada\u001b]0;pwned\u0007',
    lastName: '\u001b[2J\u001b[HLovelace',
    message: 'Pay \u202Eevil\u202C now\u009b31m\r\nsecond line\u0008\u0008',
  };
  for (const output of [toTable([hostile]), toCsv([hostile])]) {
    expect(output).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/,
    );
    expect(output).toContain('Lovelace');
  }
  expect(toCsv([hostile])).toContain('now\uFFFD31m\r\nsecond line');
  expect(printable('a\u001b[31mb')).toBe('a\uFFFD[31mb');
});

describe('listingFormat', () => {
  it('takes --json and --csv passed after npm’s --, and prints a table otherwise', () => {
    expect(listingFormat([], {})).toBe('table');
    expect(listingFormat(['--json'], {})).toBe('json');
    expect(listingFormat(['--csv'], {})).toBe('csv');
  });

  it('takes the flag npm keeps for itself (`npm run enquiries --json`) from its environment', () => {
    expect(listingFormat([], { npm_config_json: 'true' })).toBe('json');
    expect(listingFormat([], { npm_config_csv: 'true' })).toBe('csv');
    expect(listingFormat(['--json'], { npm_config_json: 'true' })).toBe('json');
    expect(listingFormat([], { npm_config_json: 'false' })).toBe('table');
  });

  it('refuses unknown arguments and two formats at once', () => {
    expect(listingFormat(['--xml'], {})).toBeNull();
    expect(listingFormat(['--json', '--csv'], {})).toBeNull();
    expect(listingFormat(['--csv'], { npm_config_json: 'true' })).toBeNull();
  });
});
