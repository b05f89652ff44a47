/**
 * The second step of an edit on the airports console (issue 41 item 6): the question is the
 * dialog's title; this is the refusal, if the server gave one, and Back or Save.
 */
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export function ConfirmSave(props: {
  failure: string | null;
  busy: boolean;
  /** The save button's words, e.g. "Save add-on". */
  label: string;
  onBack(): void;
  onSave(): void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {props.failure ? <Alert tone="error">{props.failure}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={props.onBack} disabled={props.busy}>
          Back
        </Button>
        <Button disabled={props.busy} onClick={props.onSave}>
          {props.busy ? 'Saving...' : props.label}
        </Button>
      </div>
    </div>
  );
}
