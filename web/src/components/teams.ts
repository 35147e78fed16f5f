// The one rule for a team's label lives in domain/, where the live score line needs it too.
export { teamLabel } from '../../../domain/teams';
