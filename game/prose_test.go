// Tests of the data's prose in the game's language (prose.go, tutorial.go; issue 38): every hint, lesson,
// odds phrase, luck sentence, auto-pickup kind and the artefact's line has its Russian, and Russian is what a
// Russian game says; English stays as it was.

package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// russian is the Russian language, and the embedded data.
func russian(t *testing.T) (*text.Lang, *assets.Data) {
	t.Helper()
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	d, err := assets.Load(nil)
	require.NoError(t, err)
	return ru, d
}

// TestProseTranslated: Russian gives every text of the hints, the tutorial (its lessons line by line, no
// more lines than English has), auto-pickup, the odds' tables, the luck's rows (each a template of the foe
// alone, as English's are) and the artefact.
func TestProseTranslated(t *testing.T) {
	ru, d := russian(t)
	has := func(kind, name, form string) {
		t.Helper()
		assert.True(t, lang.Translated(ru, kind, name, form), "assets/lang/ru/data/%s.toml has no %s %s", kind, name, form)
	}
	require.NotEmpty(t, d.Hints)
	for _, h := range d.Hints {
		has("hint", h.Event, "")
	}
	require.NotEmpty(t, d.Tutorial.Lessons)
	for i := range d.Tutorial.Lessons {
		ls := &d.Tutorial.Lessons[i]
		has("lesson", lessonName(ls), "title")
		has("lesson", lessonName(ls), "done")
		for j := range ls.Arrive {
			has("lesson", lessonName(ls), arriveForm(j))
		}
		assert.False(t, lang.Translated(ru, "lesson", lessonName(ls), arriveForm(len(ls.Arrive))),
			"lesson %s: Russian says more lines on arrival than English", lessonName(ls))
	}
	for _, name := range []string{"character", "spared", "finished", "offer", "about"} {
		has("tutorial", name, "")
	}
	for _, k := range d.Pickup {
		has("pickup", k.Name, "")
	}
	w := d.Words
	for table, rows := range map[string][]assets.Phrase{"chance": w.Chance, "glance": w.Glance, "blows": w.Blows, "threat": w.Threat} {
		require.NotEmpty(t, rows, table)
		for _, p := range rows {
			has("odds", table, p.Words)
		}
	}
	has("odds", "never", "")
	require.Len(t, w.Luck, 12)
	for _, p := range w.Luck {
		has("luck", luckName(p), "one")
		has("luck", luckName(p), "many")
		for _, src := range []string{p.One, prose(ru, "luck", luckName(p), "one", "")} {
			tm, err := text.Parse(src)
			require.NoError(t, err, src)
			for arg := range text.UsesOf(tm).Args {
				assert.Equal(t, "foe", arg, "%s: a luck sentence reads the foe alone", src)
			}
		}
	}
	has("dungeon", "artefact_text", "")
}

// TestTutorialRussian: a Russian tutorial is played by «Ученик» and says its first lesson in Russian, line by
// line; an English one says tutorial.toml's lines as they are.
func TestTutorialRussian(t *testing.T) {
	ru, d := russian(t)
	g, err := New(Config{Seed: 1, Mode: ModeTutorial, Data: d, Lang: ru})
	require.NoError(t, err)
	assert.Equal(t, "Ученик", g.Player.Name)
	var said []string
	for _, m := range g.Log {
		said = append(said, m.Text)
	}
	assert.Contains(t, said, "Урок: ходьба и осмотр.")
	assert.Contains(t, said, "Найдите лестницу вниз (>) и нажмите на ней >, чтобы перейти к следующему уроку.")
	assert.Equal(t, "Отлично: вы умеете находить дорогу.", lessonText(ru, &d.Tutorial.Lessons[0], "done", d.Tutorial.Lessons[0].Done))
	en, err := New(Config{Seed: 1, Mode: ModeTutorial, Data: d})
	require.NoError(t, err)
	assert.Equal(t, d.Tutorial.Character.Name, en.Player.Name)
	last := en.Log[len(en.Log)-len(d.Tutorial.Lessons[0].Arrive)-1:]
	assert.Equal(t, d.Tutorial.Lessons[0].Title, last[0].Text)
	for i, s := range d.Tutorial.Lessons[0].Arrive {
		assert.Equal(t, s, last[i+1].Text)
	}
}

// TestOddsWordsRussian: the odds' phrases in Russian, their bounds the data's; English's are the data's own.
func TestOddsWordsRussian(t *testing.T) {
	ru, d := russian(t)
	w := oddsIn(ru, d.Words)
	assert.Equal(t, "крайне редко", assets.Say(w.Chance, 0.01))
	assert.Equal(t, "примерно в двух случаях из трёх", assets.Say(w.Chance, 0.65))
	assert.Equal(t, "часто", assets.Say(w.Glance, 0.5))
	assert.Equal(t, "пара ваших ударов", w.BlowsWords(2))
	assert.Equal(t, "больше ударов, чем вы когда-либо сможете нанести", w.Never)
	threat, row := w.ThreatWords(100)
	assert.Equal(t, "смертельно опасно", threat)
	_, enRow := d.Words.ThreatWords(100)
	assert.Equal(t, enRow, row, "the same row: the panel's colour")
	assert.Equal(t, d.Words, oddsIn(lang.English(), d.Words), "English: the data's words")
	assert.Equal(t, "about two blows in three", assets.Say(d.Words.Chance, 0.65), "the data left as it was")
}

// TestLuckSentence: a fight's luck said in Russian names the foe in the case its sentence needs, and agrees
// with its gender; English is words.toml's, the foe with its article.
func TestLuckSentence(t *testing.T) {
	ru, d := russian(t)
	row := func(measure string, theirs, more bool) assets.LuckPhrase {
		p, ok := d.Words.LuckPhrase(measure, theirs, more)
		require.True(t, ok)
		return p
	}
	en := lang.English()
	assert.Equal(t, "Ваши удары находили кобольда куда чаще, чем следовало бы.", luckSentence(ru, row(assets.LuckHits, false, true), false, "kobold"))
	assert.Equal(t, "Гигантская крыса находила ваши уязвимые места куда чаще, чем следовало бы.", luckSentence(ru, row(assets.LuckCrits, true, true), false, "giant rat"))
	assert.Equal(t, "Ваши удары причинили кобольду куда меньше вреда, чем следовало бы.", luckSentence(ru, row(assets.LuckDamage, false, false), false, "kobold"))
	assert.Equal(t, "Ваши удары находили ваших врагов куда чаще, чем следовало бы.", luckSentence(ru, row(assets.LuckHits, false, true), true, "kobold"))
	assert.Equal(t, "Your blows found the kobold far more often than they should have.", luckSentence(en, row(assets.LuckHits, false, true), false, "kobold"))
	assert.Equal(t, "The kobold's blows found you far more often than they should have.", luckSentence(en, row(assets.LuckHits, true, true), false, "kobold"))
	assert.Equal(t, "Grizzletooth's blows hurt you far more than they should have.", luckSentence(en, row(assets.LuckDamage, true, true), false, "Grizzletooth"))
	assert.Equal(t, "Your foes' blows found you far more often than they should have.", luckSentence(en, row(assets.LuckHits, true, true), true, "kobold"))
}

// TestArtefactTextRussian: the artefact's line in Russian, the dungeon's; English the data's.
func TestArtefactTextRussian(t *testing.T) {
	ru, d := russian(t)
	m := &assets.Mode{ArtefactText: d.Dungeon.ArtefactText}
	assert.True(t, strings.HasPrefix(artefactText(ru, d, m), "Кулак из красного кристалла"), artefactText(ru, d, m))
	assert.Equal(t, d.Dungeon.ArtefactText, artefactText(lang.English(), d, m))
}
