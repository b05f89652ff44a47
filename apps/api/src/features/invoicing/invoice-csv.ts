/**
 * The invoice as CSV (issue 39 item 3), as the report exports are written (reports/reports-csv.ts):
 * RFC 4180 by csv-stringify, CRLF rows, UTF-8 with a byte order mark so Excel reads it as UTF-8,
 * amounts in naira (major units, the currency in the header). One row per line, the VAT line
 * included, then the subtotal and total, so the file adds up on its own.
 */
import { type InvoiceDetail, minorToDecimalText } from '@fasttrack/contracts';
import { stringify } from 'csv-stringify/sync';

const HEADER = [
  'Invoice',
  'Line',
  'Kind',
  'Service date (WAT)',
  'Booking',
  'Passenger',
  'Flight',
  'Description',
  'Cost centre',
  'PO reference',
  'Amount (NGN)',
];

/** @returns the CSV as UTF-8 bytes, with a BOM. */
export function renderInvoiceCsv(invoice: InvoiceDetail): Buffer {
  const rows: (string | number)[][] = [HEADER];
  for (const line of invoice.lines) {
    rows.push([
      invoice.number,
      line.position,
      line.kind,
      line.serviceDate ?? '',
      line.bookingReference ?? '',
      line.passengerName ?? '',
      line.flightNumber ?? '',
      line.description,
      line.costCentre ?? '',
      line.poReference ?? '',
      minorToDecimalText(line.amountNgnKobo),
    ]);
  }
  rows.push([
    invoice.number,
    '',
    'subtotal',
    '',
    '',
    '',
    '',
    'Subtotal',
    '',
    '',
    minorToDecimalText(invoice.subtotalNgnKobo),
  ]);
  rows.push([invoice.number, '', 'total', '', '', '', '', 'Total', '', '', minorToDecimalText(invoice.totalNgnKobo)]);
  return Buffer.from(stringify(rows, { bom: true, record_delimiter: 'windows' }), 'utf8');
}

/** The file names a browser or mail client saves them under. */
export const invoiceFileName = (number: string, ext: 'pdf' | 'csv') => `${number}.${ext}`;
