import { Button, Caption1, Field, Input } from '@fluentui/react-components';
import { useStrings } from './pane-language';
import { StudyLines } from './study-lines';
import type { Session } from './use-session';

/**
 * Panel (d): before the round to come, what each player who can still reach places 1..K needs
 * (`regula scenarios`, docs/cli.md): the sheet read as Run reads it, every combination of
 * results on the boards that matter ranked by the regulation, the answer in the CLI's words.
 */
export function ScenariosPanel({ session }: { session: Session }) {
  const words = useStrings().study;
  return (
    <section className="panel" aria-label={words.scenariosPanel}>
      <Caption1>{words.scenariosIntro}</Caption1>
      <div className="row">
        <Field label={words.places} hint={words.placesHint}>
          <Input data-testid="scenario-places" value={session.scenarioPlaces} onChange={(_, d) => session.setScenarioPlaces(d.value)} />
        </Field>
        {/* Fire and forget (a click handler): showScenarios() never rejects, a failure shows as the host issue. */}
        <Button
          data-testid="show-scenarios"
          appearance="primary"
          disabledFocusable={session.busy !== undefined}
          onClick={() => void session.showScenarios()}
        >
          {session.busy === 'studying' ? words.studying : words.study}
        </Button>
      </div>
      <StudyLines result={session.scenarios} testId="scenarios" />
    </section>
  );
}
