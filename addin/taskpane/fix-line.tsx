import { useStrings } from './pane-language';

/** What to do about a problem, under its message (the message catalogue's fix, as the CLI prints it under an error). */
export function FixLine({ fix }: { fix: string | undefined }) {
  const strings = useStrings();
  return fix ? (
    <div className="fix" data-testid="fix">
      {strings.whatToDo(fix)}
    </div>
  ) : null;
}
