import { strings } from '../strings';

/** What to do about a problem, under its message (the message catalogue's fix, as the CLI prints it under an error). */
export function FixLine({ fix }: { fix: string | undefined }) {
  return fix ? (
    <div className="fix" data-testid="fix">
      {strings.whatToDo(fix)}
    </div>
  ) : null;
}
