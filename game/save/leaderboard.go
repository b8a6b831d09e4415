// The files of a run to submit to a leaderboard (issue 37, part 3).

package save

import (
	"errors"
	"fmt"
)

// RunFiles are the texts of the run that ended last, to submit to a leaderboard: its replay and its morgue
// file. ok is false while the run is not filed yet (EndRun: its morgue file waits for what would have saved
// the player); err says why they cannot be had (no replay was recorded, or it could not be kept or read).
func (sv *AutoSaver) RunFiles() (replay, morgue string, ok bool, err error) {
	if sv == nil || !sv.dead {
		return "", "", false, nil
	}
	switch {
	case sv.replayWhy != "":
		return "", "", false, errors.New(sv.replayWhy)
	case sv.replay == "":
		return "", "", false, errors.New("no replay of this run was recorded")
	}
	data, err := ReadReplay(sv.replay)
	if err != nil {
		return "", "", false, fmt.Errorf("the run's files: %w", err)
	}
	return string(data), sv.morgueText, true, nil
}
