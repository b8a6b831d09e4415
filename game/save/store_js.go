// Saves in the browser: the save's bytes in IndexedDB (localStorage where the page has none), as base64,
// saved after every turn and when the page is hidden or closed; one tab at a time owns the save.

//go:build js

package save

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// Key is the key of the save in IndexedDB (and in localStorage, where it is missing); saves set aside are
// Key+".bad-<time>" (the newest keepAside kept), the high-score table Key+".scores", the morgue file
// Key+".morgue".
const Key = "cleave.save"

// OwnerKey is the localStorage key that names the tab playing the saved game: the page (index.html) writes
// its tab's id there at start, as window.cleaveTab, and a tab whose id is no longer there writes nothing.
const OwnerKey = "cleave.owner"

// saveEvery is how many turns pass between saves besides those at level changes: in the browser every
// turn is saved, as a closed or reloaded tab must lose none (README: a few milliseconds a turn).
const saveEvery = 1

// The IndexedDB database of the saves: one object store of text values by key, as localStorage holds
// them (the save in base64 under Key and what is kept beside it). index.html opens it too, to download and
// upload the save: the two say the same name, version and store.
const (
	DBName    = "cleave"
	dbVersion = 1
	dbObjects = "kv"
)

// openWait is how long the start waits for IndexedDB to open, opWait how long a read or a save waits for
// the browser to finish it: a storage that never answers fails a save, and never stops the game for good.
// (The game's loop may wait: Ebitengine runs each frame in a goroutine of its own, ui_js.go's loopGame.)
const (
	openWait = 10 * time.Second
	opWait   = 5 * time.Second
)

// ErrStorageSlow: the browser's storage did not answer in time.
var ErrStorageSlow = errors.New("the browser's storage did not answer in time")

// errNoIndexedDB: the page has no IndexedDB, or the browser refuses it to the page: the saves go to
// localStorage.
var errNoIndexedDB = errors.New("no IndexedDB in this page")

// browserPage is what a page's saves know of the browser: where they are ("IndexedDB" or "localStorage"),
// and the browser's word on keeping them (navigator.storage): persisted "granted" or "denied",
// "unsupported", "" before any answer; askedPersist once the first save asked. DefaultStore makes one for
// the store it opens.
type browserPage struct {
	where        string
	persisted    string
	askedPersist bool
	// event is set while the page's pagehide or visibilitychange handler saves (cleaveSaveNow): a write
	// is begun and not waited for (a JavaScript callback must not block; the browser finishes a transaction
	// the page began, even as it closes).
	event bool
	// words is the language of the page's lines (the AutoSaver's, set by watchPage; nil: English).
	words func() *text.Lang
}

// pageStore is the store of the saves in a page: a tab's, with what it knows of the browser.
type pageStore struct {
	tabStore
	page *browserPage
}

// DefaultStore is the save's place in the browser: IndexedDB under Key, the saves of localStorage moved
// there first (the builds before kept them there); or, where the page has no IndexedDB, localStorage under
// Key. Either is written only while this tab owns the game (localStorage's OwnerKey holds
// window.cleaveTab). It fails when the page has neither, when IndexedDB does not answer in time (the saves
// may be there: nothing is written elsewhere over them), or when a newer build upgraded it.
func DefaultStore() (Store, error) {
	ls, lerr := localStorage()
	var lock keyValue
	if lerr == nil {
		lock = ls
	}
	tab := ""
	if t := js.Global().Get("cleaveTab"); t.Type() == js.TypeString {
		tab = t.String()
	}
	pg := &browserPage{}
	db, err := openIndexedDB(pg)
	switch {
	case err == nil && lerr == nil:
		_, merr := moveKept(ls, db, Key, time.Now().UTC().Format("20060102T150405Z"))
		if merr == nil {
			break
		}
		// the saves stay in localStorage, whole: this page plays from there, and the next start moves them
		js.Global().Get("console").Call("warn", "Cleave: the saves stay in localStorage: "+merr.Error())
		err = merr
		fallthrough
	case errors.Is(err, errNoIndexedDB):
		if lerr != nil {
			return nil, fmt.Errorf("default save store: %w, and %w", err, lerr)
		}
		pg.where = "localStorage"
		pg.publishStorage()
		return pageStore{tabStore{kvStore: kvStore{kv: ls, key: Key}, ownerKey: OwnerKey, tab: tab, wrote: pg.publishSave}, pg}, nil
	case err != nil:
		return nil, fmt.Errorf("default save store: IndexedDB: %w", err)
	}
	pg.where = "IndexedDB"
	pg.checkPersisted()
	return pageStore{tabStore{kvStore: kvStore{kv: db, key: Key}, ownerKey: OwnerKey, lock: lock, tab: tab, wrote: pg.publishSave}, pg}, nil
}

// publishSave tells the page how long the last save took and how large it is (window.cleaveState.saveMs
// and saveBytes), and asks the browser to keep the saves for good at the first.
func (pg *browserPage) publishSave(took time.Duration, size int) {
	if pg.event {
		return // begun, not waited for: its time says nothing
	}
	if st := pageState(); st.Type() == js.TypeObject {
		st.Set("saveMs", float64(took.Microseconds())/1000)
		st.Set("saveBytes", size)
	}
	pg.askPersist()
}

// pageState is window.cleaveState, made when missing.
func pageState() js.Value {
	st := js.Global().Get("cleaveState")
	if st.Type() != js.TypeObject {
		st = js.Global().Get("Object").New()
		js.Global().Set("cleaveState", st)
	}
	return st
}

// publishStorage tells the page where the saves are and the browser's word on keeping them
// (window.cleaveState.saves, persist and storage: the line of the settings screen).
func (pg *browserPage) publishStorage() {
	st := pageState()
	st.Set("saves", pg.where)
	st.Set("persist", pg.persisted)
	st.Set("storage", pg.storage())
}

// storageManager is navigator.storage, or undefined.
func storageManager() js.Value {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return js.Undefined()
	}
	return nav.Get("storage")
}

// checkPersisted asks the browser whether it keeps the saves for good already (navigator.storage.persisted(),
// which asks the player nothing); the answer comes later.
func (pg *browserPage) checkPersisted() {
	pg.publishStorage()
	sm := storageManager()
	if sm.Type() != js.TypeObject || sm.Get("persisted").Type() != js.TypeFunction {
		return
	}
	pg.onAnswer(sm.Call("persisted"), func(yes bool) {
		if yes && pg.persisted == "" {
			pg.persisted = "granted"
		}
	})
}

// askPersist asks the browser, once, to keep the saves for good (navigator.storage.persist(): some
// browsers ask the player, some answer by how the site is used); the answer comes later.
func (pg *browserPage) askPersist() {
	if pg.askedPersist || pg.where == "" {
		return
	}
	pg.askedPersist = true
	sm := storageManager()
	if sm.Type() != js.TypeObject || sm.Get("persist").Type() != js.TypeFunction {
		pg.persisted = "unsupported"
		pg.publishStorage()
		return
	}
	pg.onAnswer(sm.Call("persist"), func(yes bool) {
		pg.persisted = map[bool]string{true: "granted", false: "denied"}[yes]
	})
}

// onAnswer calls f with promise p's answer when it comes (a failure is no), then tells the page.
func (pg *browserPage) onAnswer(p js.Value, f func(bool)) {
	var then, fail js.Func
	done := func(yes bool) {
		f(yes)
		pg.publishStorage()
		then.Release()
		fail.Release()
	}
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done(len(args) > 0 && args[0].Truthy())
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done(false)
		return nil
	})
	p.Call("then", then, fail)
}

// Storage says where this browser keeps the saves and whether it promised to keep them, for the settings
// screen: "" for an AutoSaver with no store in the page.
func (sv *AutoSaver) Storage() string {
	if sv == nil {
		return ""
	}
	ps, ok := sv.store.(pageStore)
	if !ok {
		return ""
	}
	return ps.page.storage()
}

// storage is the settings screen's line of where the saves are (Storage), in the language of the saver's
// notes (English before the page is watched).
func (pg *browserPage) storage() string {
	l := lang.English()
	if pg.words != nil {
		l = pg.words()
	}
	place := l.Say("save.storage.indexeddb")
	switch pg.where {
	case "":
		return ""
	case "localStorage":
		place = l.Say("save.storage.local")
	}
	said := "save.storage.ask"
	switch pg.persisted {
	case "granted", "denied", "unsupported":
		said = "save.storage." + pg.persisted
	}
	return l.Say(said, text.S("place", place))
}

// watchPage lets the page save the game at once: window.cleaveSaveNow, which index.html calls on
// pagehide and when the page is hidden. The write is begun, not waited for (see browserPage.event).
func (sv *AutoSaver) watchPage() {
	if ps, ok := sv.store.(pageStore); ok {
		ps.page.words = sv.words
	}
	js.Global().Set("cleaveSaveNow", js.FuncOf(func(js.Value, []js.Value) any {
		if sv.off == nil && sv.store != nil && sv.last != nil {
			pg := &browserPage{} // a store of no page (a test's): nothing to tell
			if ps, ok := sv.store.(pageStore); ok {
				pg = ps.page
			}
			pg.event = true
			sv.write(sv.last)
			pg.event = false
		}
		return nil
	}))
}

// idbKV is a keyValue over an IndexedDB database's object store dbObjects: each call one transaction,
// waited for up to opWait (not waited for in a page event: see browserPage.event).
type idbKV struct {
	db   js.Value
	page *browserPage
}

// openIndexedDB opens the saves' database, making its object store the first time. An error wraps
// errNoIndexedDB when the page has none, or the browser refuses it (a private window of some browsers);
// ErrStorageSlow when it does not answer in time; a domError named VersionError when a newer build made it.
func openIndexedDB(pg *browserPage) (idbKV, error) {
	var req js.Value
	err := catchJS("IndexedDB", func() {
		f := js.Global().Get("indexedDB")
		if f.Type() != js.TypeObject {
			panic(errNoIndexedDB)
		}
		req = f.Call("open", DBName, dbVersion)
	})
	if err != nil {
		return idbKV{}, fmt.Errorf("%w: %w", errNoIndexedDB, err)
	}
	var upErr error
	up := js.FuncOf(func(js.Value, []js.Value) any {
		upErr = catchJS("IndexedDB", func() {
			db := req.Get("result")
			if !db.Get("objectStoreNames").Call("contains", dbObjects).Bool() {
				db.Call("createObjectStore", dbObjects)
			}
		})
		return nil
	})
	req.Call("addEventListener", "upgradeneeded", up)
	defer func() {
		req.Call("removeEventListener", "upgradeneeded", up)
		up.Release()
	}()
	db, err := await(req, "success", openWait)
	var de domError
	switch {
	case upErr != nil:
		return idbKV{}, fmt.Errorf("%w: making its store: %w", errNoIndexedDB, upErr)
	case errors.Is(err, ErrStorageSlow):
		return idbKV{}, err
	case errors.As(err, &de) && de.name == "VersionError":
		return idbKV{}, fmt.Errorf("a newer version of Cleave keeps the saves here (reload the page for it): %w", err)
	case err != nil:
		return idbKV{}, fmt.Errorf("%w: %w", errNoIndexedDB, err)
	}
	// a newer build that changes the database asks this page to let it go: its next save then fails (and
	// says so) rather than holding the new build up
	db.Set("onversionchange", js.FuncOf(func(js.Value, []js.Value) any {
		db.Call("close")
		return nil
	}))
	return idbKV{db: db, page: pg}, nil
}

func (d idbKV) get(key string) (value string, ok bool, err error) {
	if d.page.event {
		return "", false, errors.New("IndexedDB: no read while the page closes")
	}
	var req js.Value
	if err := catchJS("IndexedDB", func() {
		req = d.db.Call("transaction", dbObjects, "readonly").Call("objectStore", dbObjects).Call("get", key)
	}); err != nil {
		return "", false, err
	}
	v, err := await(req, "success", opWait)
	switch {
	case err != nil:
		return "", false, fmt.Errorf("IndexedDB: %w", err)
	case v.Type() == js.TypeUndefined:
		return "", false, nil
	}
	return v.String(), true, nil // a value that is no text reads as "<object>": no base64, a damaged save
}

// set stores value under key in one transaction: whole, or not at all.
func (d idbKV) set(key, value string) error {
	return d.write(func(os js.Value) { os.Call("put", value, key) })
}

// setAll stores every value under its key in one transaction: all of them, or none.
func (d idbKV) setAll(values map[string]string) error {
	return d.write(func(os js.Value) {
		for k, v := range values {
			os.Call("put", v, k)
		}
	})
}

func (d idbKV) remove(key string) error {
	return d.write(func(os js.Value) { os.Call("delete", key) })
}

// write does do in a read-write transaction, commits it at once, and waits until it is committed (but in a
// page event).
func (d idbKV) write(do func(objects js.Value)) error {
	var tx js.Value
	if err := catchJS("IndexedDB", func() {
		tx = d.db.Call("transaction", dbObjects, "readwrite")
		do(tx.Call("objectStore", dbObjects))
		if tx.Get("commit").Type() == js.TypeFunction {
			tx.Call("commit") // no more requests: the browser need not wait for this page's next turn of its loop
		}
	}); err != nil {
		return err
	}
	if d.page.event {
		return nil
	}
	if _, err := await(tx, "complete", opWait); err != nil {
		return fmt.Errorf("IndexedDB: %w", err)
	}
	return nil
}

// keys lists the keys of the object store.
func (d idbKV) keys() (keys []string, err error) {
	var req js.Value
	if err := catchJS("IndexedDB", func() {
		req = d.db.Call("transaction", dbObjects, "readonly").Call("objectStore", dbObjects).Call("getAllKeys")
	}); err != nil {
		return nil, err
	}
	v, err := await(req, "success", opWait)
	if err != nil {
		return nil, fmt.Errorf("IndexedDB: %w", err)
	}
	for i := range v.Length() {
		if k := v.Index(i); k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys, nil
}

// domError is an error the browser gave (a DOMException): its name ("QuotaExceededError") and message.
type domError struct{ name, msg string }

func (e domError) Error() string {
	if e.msg == "" {
		return e.name
	}
	return e.name + ": " + e.msg
}

// await waits until target (an IDBRequest or an IDBTransaction) fires ok, and returns its result (a
// request's); or until it fires error or abort, and returns its error; or until d has passed
// (ErrStorageSlow). It must not be called in a JavaScript callback: those must not block.
func await(target js.Value, ok string, d time.Duration) (js.Value, error) {
	type answer struct {
		v   js.Value
		err error
	}
	ch := make(chan answer, 1)
	send := func(a answer) {
		select {
		case ch <- a:
		default:
		}
	}
	var fns []js.Func
	var names []string
	listen := func(ev string, f func(event js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			event := js.Undefined()
			if len(args) > 0 {
				event = args[0]
			}
			f(event)
			return nil
		})
		target.Call("addEventListener", ev, fn)
		fns, names = append(fns, fn), append(names, ev)
	}
	defer func() {
		for i, fn := range fns {
			target.Call("removeEventListener", names[i], fn)
			fn.Release()
		}
	}()
	listen(ok, func(js.Value) {
		v := js.Undefined()
		if target.Get("readyState").Type() == js.TypeString { // a request: its result
			v = target.Get("result")
		}
		send(answer{v: v})
	})
	for _, ev := range []string{"error", "abort"} {
		listen(ev, func(event js.Value) {
			// the error is the request's that failed (its event bubbles up to the transaction), else the target's
			x := js.Undefined()
			if event.Type() == js.TypeObject && event.Get("target").Type() == js.TypeObject {
				x = event.Get("target").Get("error")
			}
			if x.Type() != js.TypeObject {
				x = target.Get("error")
			}
			e := domError{name: "the browser abandoned it"}
			if x.Type() == js.TypeObject {
				e = domError{name: x.Get("name").String(), msg: x.Get("message").String()}
			}
			send(answer{err: e})
		})
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case a := <-ch:
		return a.v, a.err
	case <-t.C:
		return js.Undefined(), ErrStorageSlow
	}
}

// webStorage is a keyValue over a Web Storage object such as window.localStorage.
type webStorage struct{ v js.Value }

// localStorage returns window.localStorage; reading it can itself throw (storage blocked by the browser).
func localStorage() (ws webStorage, err error) {
	err = catch(func() {
		v := js.Global().Get("localStorage")
		if v.Type() != js.TypeObject {
			panic(errors.New("no localStorage in this page"))
		}
		ws = webStorage{v: v}
	})
	return ws, err
}

func (w webStorage) get(key string) (value string, ok bool, err error) {
	err = catch(func() {
		v := w.v.Call("getItem", key)
		if v.Type() == js.TypeString {
			value, ok = v.String(), true
		}
	})
	return value, ok, err
}

// set stores value under key; the browser throws QuotaExceededError when its storage is full.
func (w webStorage) set(key, value string) error {
	return catch(func() { w.v.Call("setItem", key, value) })
}

func (w webStorage) remove(key string) error {
	return catch(func() { w.v.Call("removeItem", key) })
}

// keys lists the keys in the storage.
func (w webStorage) keys() (keys []string, err error) {
	err = catch(func() {
		n := w.v.Get("length").Int()
		for i := range n {
			if k := w.v.Call("key", i); k.Type() == js.TypeString {
				keys = append(keys, k.String())
			}
		}
	})
	return keys, err
}

// catch runs f on localStorage and returns what it panics with as an error (catchJS).
func catch(f func()) error { return catchJS("localStorage", f) }

// catchJS runs f and returns what it panics with as an error, the JavaScript's exception named by its
// name and message: syscall/js panics with a js.Error when the JavaScript it calls throws. what names the
// storage.
func catchJS(what string, f func()) (err error) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case js.Error:
			if r.Value.Type() != js.TypeObject {
				err = fmt.Errorf("%s: %w", what, r)
				break
			}
			err = fmt.Errorf("%s: %w", what, domError{name: r.Value.Get("name").String(), msg: r.Value.Get("message").String()})
		case error:
			err = fmt.Errorf("%s: %w", what, r)
		default:
			err = fmt.Errorf("%s: %v", what, r)
		}
	}()
	f()
	return nil
}

// ReplayKey is the localStorage key of the replay of the saved game; DailyReplayKey a daily game's;
// LastReplayKey the replay of the last game that ended (one kept: the browser's storage is small);
// FileReplayKey a replay file the page was given to play (index.html puts it there).
const (
	ReplayKey      = "cleave.replay"
	DailyReplayKey = "cleave.replay.daily"
	LastReplayKey  = "cleave.replay.last"
	FileReplayKey  = "cleave.replay.file"
)

// DefaultReplays is where the replay of the game in play is kept: localStorage under ReplayKey (or
// DailyReplayKey), written only while this tab owns the game.
func DefaultReplays(daily bool) (ReplayKeeper, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("replays: %w", err)
	}
	key := ReplayKey
	if daily {
		key = DailyReplayKey
	}
	st := tabStore{kvStore: kvStore{kv: ls, key: key}, ownerKey: OwnerKey}
	if tab := js.Global().Get("cleaveTab"); tab.Type() == js.TypeString && !daily {
		st.tab = tab.String()
	}
	return kvReplays{st}, nil
}

// Read returns the text, ok false when there is none: localStorage's value under Key (none when the page
// has no localStorage).
func (t Text) Read() (data []byte, ok bool, err error) {
	ls, err := localStorage()
	if err != nil {
		return nil, false, nil //nolint:nilerr // no storage: no text, as with no file
	}
	v, ok, err := ls.get(t.Key)
	if err != nil || !ok {
		return nil, false, err
	}
	return []byte(v), true, nil
}

// Write keeps the text in localStorage under Key.
func (t Text) Write(data []byte) error {
	ls, err := localStorage()
	if err != nil {
		return err
	}
	return ls.set(t.Key, string(data))
}

// ReadReplay reads a replay kept in this browser: "last" (LastReplayKey), "file" (FileReplayKey), or a
// localStorage key.
func ReadReplay(name string) ([]byte, error) {
	key := map[string]string{"last": LastReplayKey, "file": FileReplayKey, "saved": ReplayKey, "daily": DailyReplayKey}[name]
	if key == "" {
		key = name
	}
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("read replay: %w", err)
	}
	v, ok, err := ls.get(key)
	switch {
	case err != nil:
		return nil, fmt.Errorf("read replay %s: %w", key, err)
	case !ok:
		return nil, fmt.Errorf("read replay: there is no replay %q in this browser", name)
	}
	return []byte(v), nil
}

// SandboxStore: the browser keeps no sandbox game (issue 36): one browser keeps one game, the player's.
func SandboxStore() (Store, error) {
	return nil, errors.New("the browser keeps only your own game")
}
