"""The Thorgal engine: the :class:`Rules` subclass tying the modules together (cooperative, 1-4 players; solo plays
two heroes)."""
from __future__ import annotations

from collections import Counter

from games.core import turn_base
from games.core.contract import Event, Msg, OptionSpec, Presentation, Result, Rules
from games.core.errors import GameError
from games.thorgal import board_words, legacy_ids, preview, text_board, turns, ui, views
from games.thorgal import decisions as dc
from games.thorgal import moves as mv
from games.thorgal import setup as st
from games.thorgal.atlas import adventure
from games.thorgal.data import ADVENTURES, ENEMY_CARDS, FINDINGS, HEROES, ITEMS, TERRAIN
from games.thorgal.effects import hero_msg
from games.thorgal.sense import SENSE

OPTIONS = (
    OptionSpec("adventure", "choice", st.DEFAULT_ADVENTURE, tuple(ADVENTURES)),  # TG-S-1: every adventure, by id
    OptionSpec("heroes", "text", "", max=60),  # TG-S-12: e.g. "brand,sigrun"; empty = dealt at random
    OptionSpec("first", "int", 0, min=0, max=4),  # TG-S-17: 0 = at random
    OptionSpec("window", "int", 24, min=0, max=336),  # TG-ASY-1: hours a decision stays open; 0 = wait forever
    OptionSpec("difficulty", "choice", st.DEFAULT_DIFFICULTY, st.DIFFICULTIES),  # TG-S-21: figures in the adventure
)


def _upgrade_v1(state: dict) -> dict:
    """Schema 1 -> 2: a table set up before the ``difficulty`` option played the adventure as written (``normal``)."""
    state["options"] = {**state.get("options", {}), "difficulty": st.DEFAULT_DIFFICULTY}
    return state


def _upgrade_v2(state: dict) -> dict:
    """Schema 2 -> 3: the difficulty levels' figures were retuned (docs/thorgal-difficulty.md). A stored table keeps
    the figures it was set up with (they live in its state); the bump only makes the bot keep a replay base at the
    upgrade, so that its log is never replayed from a set-up with the new figures. Retuning an adventure's data
    again needs the same bump."""
    return state


def _upgrade_v3(state: dict) -> dict:
    """Schema 3 -> 4: a refused request is remembered for the turn (``refused``, read by the computer only). A v3
    state has none: nothing refused. The bump keeps a replay base at the upgrade, so an older log is never replayed
    into a state it did not have."""
    return state


def _upgrade_v4(state: dict) -> dict:
    """Schema 4 -> 5: the turn's log names heroes with their Polish cases (``thorgal-hero``, data/declension.json).
    A v4 state's log keeps its plain names (``thorgal-text``), which still render; the bump keeps a replay base at the
    upgrade, so an older log is never replayed into a state whose log reads differently."""
    return state


def _upgrade_v5(state: dict) -> dict:
    """Schema 5 -> 6: move ids count from 1 as the pictures do (``games.thorgal.legacy_ids``). A command held for an
    owner's consent and the commands refused this turn are kept as ids, so they are rewritten; the bump keeps a replay
    base at the upgrade, so a log of old ids is never replayed under the new ones."""
    held = state.get("held")
    if held and held.get("kind") == "turn":
        held["tokens"] = legacy_ids.v5_id(state, " ".join(held["tokens"])).split()
    refused = state.get("refused")
    if refused:
        refused["commands"] = [legacy_ids.v5_id(state, c) for c in refused.get("commands", [])]
    return state


def _upgrade_v6(state: dict) -> dict:
    """Schema 6 -> 7: a turn's steps are kept from the other readers until the turn is told (``turn_base``, issue
    52). A v6 state in the middle of a turn has no kept state: the others see that turn's steps until it ends."""
    return state


class ThorgalGame(Rules):
    id = "thorgal"
    cooperative = True  # TG-GEN: the heroes win or lose together
    min_players = 1
    max_players = 4
    schema_version = st.SCHEMA_VERSION
    turn_rule = "TG-RND-3"
    end_rule = "TG-END-2"
    has_hidden_information = True  # the order of every deck and unread paragraphs (§17); nothing is secret to one
    proxy_on_expiry = True  # TG-ASY-2: after the window, any other player may send the absent player's command
    options = OPTIONS
    upgrades = {1: _upgrade_v1, 2: _upgrade_v2, 3: _upgrade_v3, 4: _upgrade_v4, 5: _upgrade_v5, 6: _upgrade_v6}
    presentation = Presentation(prompt=ui.prompt, token_label=ui.token_label, token_icon=ui.token_icon,
                                preview=preview.preview, private_summary=ui.private_summary,
                                describe=board_words.describe, text_board=text_board.text_board)
    sense = SENSE
    decider = staticmethod(mv.decider)
    actors = staticmethod(mv.actors)
    legal_moves = staticmethod(mv.legal_moves)
    move_ids = staticmethod(mv.move_ids)
    view = staticmethod(views.view)
    private_view = staticmethod(ui.private_part)
    hidden_twin = staticmethod(views.hidden_twin)

    def setup(self, players: int, options: dict, seed: int) -> dict:
        state = st.setup(players, self.normalize_options(dict(options or {})), seed)
        turns.ensure(state)
        return state

    def is_over(self, state: dict) -> bool:
        return state["phase"] == st.GAME_OVER




    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        hero = mv.decider(state)
        if hero is None or state["controller"][hero] != seat:
            raise GameError("core-err-not-your-turn", rule=self.turn_rule)
        out: list = []
        pre = turn_base.before_step(state)
        before = (state["phase"], state["round"], state["turn"])
        asked = self.actors(state)
        hidden = _hidden_fingerprint(state)
        if dc.pending(state) is not None:
            dc.answer(state, tuple(tokens), out)
            turns.advance(state, out)
        else:
            out = turns.play(state, hero, list(tokens))
        drew = _hidden_fingerprint(state) != hidden  # a card drawn or a die rolled: hidden until now (§17)
        log = state.setdefault("turn_log", [])
        log += [m.to_json() for m in out if m.key not in turns.STEP_NOTES]  # the mover's own notes stay theirs
        if (state["phase"], state["round"], state["turn"]) == before and state["phase"] != st.GAME_OVER and \
                self.actors(state) == asked:
            # a step of a turn still going on: the mover reads it now, the channel hears the whole turn at its end;
            # until then the others see the table as last posted and read only that the turn goes on
            if pre is not None:
                turn_base.open_turn(state, pre, seat)
            busy = Msg("thorgal-ev-busy", hero=hero_msg(state, turns.turn_seat(state)))
            # the mover's lines of the step are quiet: the turn's post says them again (their notes were for then)
            return [Event(m, to=seat, random=drew, quiet=True) for m in out] + \
                [Event(busy, quiet=True, reveals=drew, random=drew)]
        turn_base.close_turn(state)
        if (state["phase"], state["round"], state["turn"]) == before and state["phase"] != st.GAME_OVER:
            # another player must answer now (a consent, their wound...): the channel hears the turn so far (what it
            # has not heard yet) and pings them; the turn's post at its end tells only what follows
            state["turn_log"] = []
            notes = [Event(m, to=seat) for m in out if m.key in turns.STEP_NOTES]
            return notes + [Event(Msg.from_json(m), reveals=drew, random=drew) for m in log] or \
                [Event(Msg("thorgal-ev-turn-over"))]
        state["turn_log"] = []
        # the turn is told: a post with the picture that pings whoever acts next, also when it is the same player
        # (a new round they open, a solo player's other hero)
        told = [Event(Msg.from_json(m), reveals=drew, random=drew) for m in log] or \
            [Event(Msg("thorgal-ev-turn-over"), reveals=drew, random=drew)]
        told[-1].ping_all = True
        return told








    def result(self, state: dict) -> Result:
        res = state.get("result")
        if state["phase"] != st.GAME_OVER or res is None:
            return Result(False)
        won = res["outcome"] == "win"
        n = state["players"]
        return Result(True, scores=[1.0 if won else 0.0] * n, winners=list(range(n)) if won else [],
                      ranks=[1] * n, breakdown=res, summary=Msg(f"thorgal-result-{res['outcome']}"))




    def decision_window(self, state: dict) -> float | None:
        """TG-ASY-1: the table's window (hours, default 24; 0 = wait forever)."""
        hours = int(state["options"].get("window", 24) or 0)
        return None if hours <= 0 or self.is_over(state) else hours * 3600.0

    def default_move(self, state: dict, seat: int) -> str | None:
        """TG-ASY-2/3: a pending decision's default (for a window that passed); the turn's own commands have none."""
        task = dc.pending(state)
        if task is None or state["controller"][task["seat"]] != seat:
            return None
        answer = dc.default(state, task)
        return None if answer is None else " ".join(answer)

    def check_invariants(self, state: dict) -> None:
        check(state)

    def turn_order(self, state: dict) -> list[int]:
        """TG-RND-2/TG-S-20: the players in the order of their first turn of the round."""
        n, order = len(state["heroes"]), []
        for k in range(n):
            player = state["controller"][(state["first"] + k) % n]
            if player not in order:
                order.append(player)
        return order


GAME = ThorgalGame()


def _hidden_fingerprint(state: dict) -> tuple:
    """What changes when a move draws from a face-down deck or rolls: the RNG counter and every deck's size."""
    sizes = tuple(len(p) for k, x in sorted(state["decks"].items())
                  for p in (x.values() if isinstance(x, dict) else [x]))
    return state["rng"]["n"], sizes


def check(state: dict) -> None:
    """Every card in exactly one place (decks, discards, hands, the Display, the path, the fight, the active Event
    card); heroes within their limits (TG-THR-1, TG-XP-2); tokens 4, each active or placed (TG-ROW-2)."""
    d, x = state["decks"], state["discards"]
    items = d["item"] + x["item"] + state["display"] + [i for h in state["heroes"] for i in h["items"]]
    hero_items = [i for i, spec in ITEMS.items() if not spec["in_deck"]]
    expected = [i for i, spec in ITEMS.items() if spec["in_deck"]] + \
        [HEROES[h["id"]]["starting_item"] for h in state["heroes"]]
    assert Counter(items) == Counter(expected), "items lost or duplicated"
    assert all(i in ITEMS for i in hero_items)
    assert Counter(d["finding"] + x["finding"]) == Counter(list(FINDINGS)), "findings lost or duplicated"
    assert Counter(d["terrain"] + state["path"]["cards"]) == Counter(list(TERRAIN)), "terrain cards lost"
    fighting = (state.get("fight") or {}).get("cards", [])
    enemy = [c for p in d["enemy"].values() for c in p] + [c for p in x["enemy"].values() for c in p] + fighting
    assert Counter(enemy) == Counter(list(ENEMY_CARDS)), "enemy cards lost or duplicated"
    active = [state["active_event"]["id"]] if state["active_event"] else []
    events_ = [c for p in d["events"].values() for c in p] + [c for p in x["events"].values() for c in p] + active
    all_events = [c["id"] for deck in adventure(state)["event_decks"].values() for c in deck["cards"]]
    assert Counter(events_) == Counter(all_events), "event cards lost or duplicated"
    assert len(state["tokens"]) == 4
    for h in state["heroes"]:
        assert 0 <= h["threat"] <= 5 and 1 <= h["combat"] <= 7 and 1 <= h["journey"] <= 7
        assert min(h["resources"].values()) >= 0, "negative resources"
        cells = [tuple(c) for w in h["wounds"] for c in w["cells"]]
        assert len(cells) == len(set(cells)), "overlapping wounds"

