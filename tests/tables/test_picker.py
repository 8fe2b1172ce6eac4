"""The picker's walk (``bot.tables.picker``), shared by Discord's private steps and the web table: single choices
are skipped going forward, and Back leads to the previous real choice, never to a step that only reopens itself."""
from bot.tables.picker import advance, back_of, side_moves
from games.core.contract import Move
from games.core.i18n import Msg


def _moves(*ids: str) -> list[Move]:
    return [Move(i, Msg("x")) for i in ids]


def test_single_choices_are_skipped_and_back_never_reopens_the_first_step():
    moves = _moves("pick a 1", "pick a 2", "pick b 1")
    assert advance(moves, ()) == ("pick",)  # "pick" is the only verb: the picker opens at a/b
    assert back_of(moves, ("pick",)) is None  # Back from there would open the same step again
    assert back_of(moves, ("pick", "a")) == ("pick",)
    assert back_of(moves, ("pick", "b")) == ("pick",)


def test_back_skips_a_middle_step_with_a_single_choice():
    moves = _moves("take x place 1", "take x place 2", "take y place 3", "take y place 4")
    assert back_of(moves, ("take", "x", "place")) == ("take",)  # "place" alone after x: skipped going back too
    assert back_of(moves, ("take",)) is None


def test_a_side_token_is_no_step_of_its_own_so_back_stops_at_the_first_real_choice():
    moves = _moves("undo", "pick a", "pick b")
    aside = frozenset({"undo"})
    assert advance(moves, (), aside) == ("pick",)
    assert back_of(moves, ("pick",), aside) is None  # the web's "Wstecz" at the first step did nothing
    assert back_of(moves, ("pick",)) == ()  # without side buttons, undo is a choice of the first step
    assert side_moves(moves, ("pick",)) == ["undo"]
