/**
 * A CSV import (issue 39 items 1 and 2): choose a file, send its text, and see one result per row,
 * as the API answers them. Bulk invitations (`email,role`) and the passenger list
 * (`full_name,phone,email`) both use it.
 */
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { csvCopy } from '../copy';

/** The browser reads at most this much; the API takes 200 rows of a few dozen characters each. */
const MAX_FILE_BYTES = 1_000_000;

export interface CsvImportFormProps {
  /** The header row the file starts with, e.g. `full_name,phone,email`. */
  header: string;
  /** The button's words, e.g. "Import passengers". */
  action: string;
  pending: boolean;
  /** The API's §8 message when the import was refused whole. */
  error?: string | undefined;
  onImport(csv: string): void;
}

export function CsvImportForm({ header, action, pending, error, onImport }: CsvImportFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(csvCopy.unreadable);
    if (file.size > MAX_FILE_BYTES) return setProblem(csvCopy.tooLarge);
    try {
      const text = await file.text();
      if (!text.trim()) return setProblem(csvCopy.unreadable);
      setProblem(null);
      onImport(text);
    } catch {
      setProblem(csvCopy.unreadable);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field
        label={csvCopy.fileLabel}
        hint={`First row: ${header}`}
        error={problem ?? undefined}
        className="min-w-0 flex-1"
      >
        <Input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          required
          className="py-2"
          onChange={() => setProblem(null)}
        />
      </Field>
      <Button type="submit" disabled={pending} className="sm:mb-7">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Importing...' : action}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}

/** One row's result, in words. */
export interface ImportRowView {
  row: number;
  /** Who the row names (e-mail or name). */
  who: string;
  outcome: string;
  ok: boolean;
  reason?: string | undefined;
}

export function ImportResults({ summary, rows }: { summary: string; rows: readonly ImportRowView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900" role="status">
        {summary}
      </h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Import results, one per row of the file</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th className="p-2">Row</th>
              <th className="p-2">Who</th>
              <th className="p-2">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row} className="border-b border-slate-100">
                <td className="p-2">{r.row}</td>
                <td className="p-2 break-all">{r.who || '-'}</td>
                <td className={r.ok ? 'p-2 text-green-800' : 'p-2 text-red-700'}>
                  {r.outcome}
                  {r.reason ? `: ${r.reason}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
