"""The replay corpus (issue 53): whole recorded games of every game and mode replay under the current code to what
they said, move by move, to the state digest after every move and to their result; the games' own conservation
laws hold after every move. A change that alters any of them fails here with the first move it alters, what that
move said then and says now; ``python -m tests.fixtures.replay_corpus`` regenerates the corpus and its diff is what
the change did.

(The other recorded games: each game's golden fixture replays to its snapshot in ``test_state_upgrades.py``, the
seeded chat playthroughs to their golden texts in ``tests/e2e``, and the winning Thorgal games to their wins in
``tests/games/thorgal/test_winnable.py``; two of those are in this corpus too.)
"""
from __future__ import annotations

import dataclasses

import pytest

from games import registry
from tests.fixtures import replay_corpus as corpus

NAMES = [r["name"] for r in corpus.recordings()]


@pytest.mark.parametrize("name", NAMES)
def test_a_recorded_game_replays_as_recorded(name):
    found = corpus.difference(corpus.read(name))
    assert found is None, (f"{found}\n\nIf the change is meant: python -m tests.fixtures.replay_corpus, then read "
                           "the corpus diff as the players would have met it")


def test_the_corpus_covers_every_game_and_mode():
    recs = corpus.recordings()
    assert sorted(p.stem for p in corpus.HERE.glob("*.txt")) == sorted(NAMES)  # a file for each, no stray file
    assert {r["game"] for r in recs} == set(registry.shipped())

    def seen(game: str, option: str) -> set:
        return {registry.get(game).normalize_options(r["options"])[option] for r in recs if r["game"] == game}

    assert seen("dragons", "mode") == {"tokens", "points", "rounds"}
    assert seen("dragons", "attack") == {True, False} and seen("dragons", "piles") == {"1", "2"}
    assert seen("dragon_castle", "spirits") >= {"none", "beginner", "random"}
    assert seen("simurgh", "mode") == {"spearman", "dragonlord"}
    assert seen("simurgh", "length") == {"short", "medium", "long"}
    assert seen("thorgal", "adventure") == {"saltcliff_beacon", "ice_ford"}
    assert seen("thorgal", "difficulty") == {"easy", "normal", "hard"}
    for game in registry.shipped():  # every seat count a game allows
        game_recs = [r for r in recs if r["game"] == game]
        spec = registry.get(game)
        assert {r["players"] for r in game_recs} == set(range(spec.min_players, spec.max_players + 1)), game
        assert max(len(corpus.read(r["name"]).moves) for r in game_recs) >= 100, game
    assert sum(len(corpus.read(n).moves) for n in NAMES) >= 3000


def test_a_changed_rule_fails_at_the_move_it_changes(monkeypatch):
    """A planted change of behaviour: from the 40th move on, Zamek Smoków's scoring event says one point more (and
    the state keeps it). The corpus names that move, with what it said then and now."""
    game = registry.get("dragon_castle")
    stored = corpus.read("dragon_castle-standard-2p")
    real = type(game).apply
    calls = {"n": 0}

    def changed(self, state, seat, move_id):
        new, events = real(self, state, seat, move_id)
        calls["n"] += 1
        if calls["n"] == 40:
            new = {**new, "planted": 1}
            events = [*events[:-1], dataclasses.replace(events[-1], msg=corpus.Msg(events[-1].msg.key + "-x",
                                                                                   **events[-1].msg.params))]
        return new, events

    monkeypatch.setattr(type(game), "apply", changed)
    found = corpus.difference(stored)
    assert found is not None and found.startswith("dragon_castle-standard-2p: move 40 (seat "), found
    assert "it said:" in found and "now says:" in found and "-x" in found.split("now says:")[1]
    assert "the state after it differs" in found


def test_a_change_nobody_is_told_of_still_fails(monkeypatch):
    """From the 200th move on the state holds one more field, and every move says what it said: the digest fails."""
    game = registry.get("simurgh")
    stored = corpus.read("simurgh-spearman-long-2p")
    real = type(game).apply
    count = {"n": 0}

    def counted(self, state, seat, move_id):
        count["n"] += 1
        new, events = real(self, state, seat, move_id)
        return ({**new, "unseen": True} if count["n"] >= 200 else new), events

    monkeypatch.setattr(type(game), "apply", counted)
    found = corpus.difference(stored)
    assert found is not None and ": move 200 (" in found and "says the same, but the state after it differs" in found


def test_a_move_the_rules_refuse_now_is_named_with_the_reason():
    stored = corpus.read("bunny_kingdom-4p")
    bad = dataclasses.replace(stored, moves=[*stored.moves[:30], (stored.moves[30][0], "pick 999"),
                                             *stored.moves[31:]])
    bad.lines = [*stored.lines[:30]]  # the recorded lines up to it agree; the move itself is refused
    found = corpus.difference(bad)
    assert found is not None and found.startswith("bunny_kingdom-4p: move 31 (seat "), found
    assert "'pick 999') is refused now: " in found and len(found.split("is refused now: ")[1]) > 10


def test_regenerating_keeps_the_moves_and_plays_on_past_a_refused_one(tmp_path, monkeypatch):
    """The one command: a recording whose move 20 the rules refuse now is kept to move 19 and played on from there by
    the recording players; one whose words changed is rewritten from its own moves; an unchanged one stays."""
    rec = next(r for r in corpus.recordings() if r["name"] == "dragons-rounds-1pile-2p")
    original = corpus.path_of(rec["name"]).read_text(encoding="utf-8")
    monkeypatch.setattr(corpus, "HERE", tmp_path)
    rows = original.splitlines()
    n, seat, _move, *rest = rows[2 + 19].split("\t")
    rows[2 + 19] = "\t".join([n, seat, "take Z 9", *rest])
    corpus.path_of(rec["name"]).write_text("\n".join(rows) + "\n", encoding="utf-8")
    said = corpus.regenerate(rec)
    assert said.startswith("kept to move 19, played on from there (move 20 is refused now: "), said
    again = corpus.read(rec["name"])
    assert again.moves[:19] == corpus.read_text_moves(original)[:19] and len(again.moves) > 19
    assert corpus.difference(again) is None and corpus.regenerate(rec) == "same"
    rows = corpus.path_of(rec["name"]).read_text(encoding="utf-8").splitlines()
    rows[5] = rows[5].rsplit("\t", 1)[0] + "\tsomething it once said"
    corpus.path_of(rec["name"]).write_text("\n".join(rows) + "\n", encoding="utf-8")
    assert corpus.regenerate(rec).startswith("rewritten from its moves: move 4 ")
    assert corpus.path_of(rec["name"]).read_text(encoding="utf-8").splitlines()[5] == original.splitlines()[5]
