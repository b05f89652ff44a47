/**
 * The terminals of one served airport (issue 41 item 1), in order: what each handles; an admin
 * adds one, changes one, or deletes one after a confirmation. The server refuses to delete a
 * terminal officers still work in (409) and says why: the dialog shows its sentence.
 */
import type { AirportTerminal, ServedAirport } from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useDeleteTerminal } from '../api/airports';
import { TerminalDialog } from './terminal-dialog';

const kinds = (t: AirportTerminal) =>
  [t.international ? 'International' : null, t.domestic ? 'Domestic' : null].filter(Boolean).join(' and ');

export function TerminalsPanel({ airport, canEdit }: { airport: ServedAirport; canEdit: boolean }) {
  const [editing, setEditing] = useState<AirportTerminal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AirportTerminal | null>(null);
  const headingId = `terminals-${airport.iata}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-slate-900">
          Terminals at {airport.iata}
        </h3>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            Add terminal
          </Button>
        ) : null}
      </div>
      {airport.terminals.length === 0 ? <p className="text-slate-700">No terminal yet.</p> : null}
      {airport.terminals.length > 0 ? (
        <ul
          aria-label={`Terminals at ${airport.iata}`}
          className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {airport.terminals.map((t) => (
            <li key={t.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <p className="text-slate-900">
                <span className="font-semibold">{t.name}</span> · {kinds(t)} · order {t.position}
              </p>
              {canEdit ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                    Edit<span className="sr-only"> {t.name} terminal</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(t)}>
                    Delete<span className="sr-only"> {t.name} terminal</span>
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <TerminalDialog
          airport={airport}
          terminal={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteTerminal iata={airport.iata} terminal={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}

function ConfirmDeleteTerminal(props: { iata: string; terminal: AirportTerminal; onClose(): void }) {
  const { iata, terminal, onClose } = props;
  const remove = useDeleteTerminal();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Delete the {terminal.name} terminal at {iata}?
          </DialogTitle>
          <DialogDescription>Its meeting points are deleted with it.</DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Keep the terminal
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ iata, name: terminal.name }, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete terminal'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
