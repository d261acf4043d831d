import { TEAM_BYE_NAMES, TEAM_BYES, type TeamBye } from '../../engine';

/*
 * A team's full-, half- or zero-point bye (TRF-2026 240) in board pairings: chess-results'
 * pages show a team without opponent as "bye" (its PAB) or "not paired" and have no word for
 * these; Regula writes the bye's name as the opponent, so that a team TRF converted to board
 * pairings reads back with its byes (engine TEAM_BYE_NAMES: "full-point bye" …).
 */

/** The team bye an opponent's name stands for ("Full-point bye"), if any. */
export function teamByeOf(name: string): TeamBye | undefined {
  const text = name.trim().toLowerCase();
  return TEAM_BYES.find((bye) => TEAM_BYE_NAMES[bye] === text);
}
