import { evaluateTeamEvent, teamEvent, type Regulation, type TeamEvent } from '../../engine';
import { explainSplits, headerBlock, teamOutputSheets } from '../../io';
import { eventSha256 } from '../../pipeline';
import type { RunOutput } from './run-messages';
import { withFixes } from './with-fixes';

/**
 * A team event read from a sheet, ranked as `regula rank` ranks a team TRF (C.07 arts.
 * 11–13): Regula Team Crosstable (the crosstable of teams with each team's rank, values and
 * what decided on its row — the source sheet lists matches, it has no row per team to write
 * beside), Regula Standings, Regula Audit with every contribution, under the run's header;
 * the explanations of every tie in words.
 */
export async function computeTeamOutput(
  event: TeamEvent,
  regulation: Regulation,
  run: { input: string; regulationSha256: string; ranAt: Date },
): Promise<RunOutput> {
  const evaluation = evaluateTeamEvent(event, regulation);
  const header = headerBlock(
    evaluation,
    {
      input: run.input,
      inputSha256: await eventSha256(teamEvent(event)),
      regulationSha256: run.regulationSha256,
      ranAt: run.ranAt,
    },
    evaluation.columns.map((c) => c.header),
  );
  return {
    sheets: teamOutputSheets(evaluation, header, { crosstable: true }),
    result: undefined,
    explanations: explainSplits(evaluation),
    explain: 'ties',
    engineIssues: withFixes(evaluation.issues),
  };
}
