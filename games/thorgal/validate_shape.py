"""The first pass of the adventure check (``games.thorgal.validate``): can the file be read, and does it have the
shape the rules are checked on? Invalid JSON, nesting far deeper than any adventure's, a top level that is not an
object, a field of the wrong type or a missing one: each is a problem with its place, never a traceback.

Only what the checker and the loader (``games.thorgal.data``) read is described here, so a file may carry any other
field. The rules themselves (every id defined, every effect well-formed...) are the second pass, which runs only on
a file of the right shape. A problem is ``(where, key, params)``: its place (``""`` for the whole file), a message
key of the Thorgal catalog and its parameters.
"""
from __future__ import annotations

import errno
import json
import re
from pathlib import Path

#: the deepest nesting of lists and objects accepted (the shipped file nests 12 deep): a bound that keeps reading and
#: checking a file far from Python's recursion limit however it was made
MAX_DEPTH = 40

Problem = tuple[str, str, dict]
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


#: the JSON parser's reasons (its messages begin so) -> the catalog's words for them
_JSON_REASONS = (("Expecting value", "value"), ("Expecting ',' delimiter", "comma"), ("Expecting ':' delimiter",
                 "colon"), ("Expecting property name", "name"), ("Unterminated string", "string"),
                 ("Invalid control character", "control"), ("Invalid \\", "escape"), ("Extra data", "extra"))
_FILE_REASONS = {errno.ENOENT: "missing", errno.EACCES: "denied", errno.EPERM: "denied", errno.EISDIR: "folder"}


def read(path: str | Path) -> tuple[object, list[Problem]]:
    """The parsed file, or None and why it cannot be read (unreadable, not UTF-8, nested too deeply, not JSON)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None, [("", "thorgal-check-not-utf8", {})]
    except OSError as e:
        return None, [("", "thorgal-check-unreadable", {"reason": _FILE_REASONS.get(e.errno, "other"),
                                                        "problem": e.strerror or type(e).__name__})]
    line = _too_deep_at(text)
    if line is not None:  # before parsing: the parser itself recurses once per level
        return None, [("", "thorgal-check-too-deep-line", {"max": MAX_DEPTH, "line": line})]
    try:
        return json.loads(text), []
    except json.JSONDecodeError as e:
        reason = next((r for start, r in _JSON_REASONS if e.msg.startswith(start)), "other")
        return None, [("", "thorgal-check-not-json", {"reason": reason, "problem": e.msg[:120], "line": e.lineno,
                                                      "column": e.colno})]
    except (ValueError, RecursionError) as e:  # e.g. a number too long to convert
        return None, [("", "thorgal-check-not-json-at-all", {"problem": str(e)[:120]})]


def _too_deep_at(text: str) -> int | None:
    """The line where lists and objects first nest deeper than MAX_DEPTH (brackets inside strings do not count)."""
    depth = 0
    outside = _STRING.sub(lambda m: "\n" * m.group().count("\n"), text)  # keeps the line numbers
    for m in _BRACKET.finditer(outside):
        depth += 1 if m.group() in "[{" else -1
        if depth > MAX_DEPTH:
            return outside.count("\n", 0, m.start()) + 1
    return None


def problems(data: object) -> list[Problem]:
    """Every problem of shape in ``data`` (an empty list: the rules may be checked on it)."""
    where = _too_deep(data)
    if where is not None:
        return [(where, "thorgal-check-too-deep", {"max": MAX_DEPTH})]
    found: list[Problem] = []
    _walk(COMPONENTS, data, "", found)
    return found


def _too_deep(data: object) -> str | None:
    """The place of a list or object nested deeper than MAX_DEPTH, found without recursion."""
    todo = [(data, "", 1)]
    while todo:
        node, where, depth = todo.pop()
        if isinstance(node, dict):
            items = [(f"{where}.{_key(k)}" if where else _key(k), v) for k, v in node.items()]
        elif isinstance(node, list):
            items = [(f"{where}[{i}]", v) for i, v in enumerate(node)]
        else:
            continue
        if depth > MAX_DEPTH:
            return where
        todo += [(v, w, depth + 1) for w, v in items if isinstance(v, (dict, list))]
    return None


def _key(k: object) -> str:
    text = str(k)
    return text if len(text) <= 40 else text[:39] + "…"  # a place stays readable whatever the key


# ---- the shape -------------------------------------------------------------------------------------------------------
class Obj:
    """An object: the fields it must have, and the shape of those it may have (any other field is free)."""

    def __init__(self, required: tuple[str, ...] = (), **fields):
        self.required, self.fields = required, fields


class ListOf:
    def __init__(self, item):
        self.item = item


class MapOf:
    """An object whose keys are names (decks, event icons...), each value of one shape."""

    def __init__(self, value):
        self.value = value


class Nullable:
    def __init__(self, inner):
        self.inner = inner


ANY, ID, STR, INT, SEQ = "any", "id", "string", "integer", "list_or_string"


def kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "object"
    return "other"


_FITS = {ID: ("string", "integer"), STR: ("string",), INT: ("integer",), SEQ: ("list", "string")}


def _walk(shape, value, where: str, found: list[Problem]) -> None:
    """Recursion follows the shape (a dozen levels), never the data beyond it."""
    if shape == ANY:
        return
    if isinstance(shape, Nullable):
        if value is not None:
            _walk(shape.inner, value, where, found)
        return
    expected = "object" if isinstance(shape, (Obj, MapOf)) else "list" if isinstance(shape, ListOf) else shape
    if kind(value) not in _FITS.get(expected, (expected,)):
        found.append((where, "thorgal-check-type", {"expected": expected, "found": kind(value)}))
        return
    if isinstance(shape, ListOf):
        for i, item in enumerate(value):
            _walk(shape.item, item, f"{where}[{i}]", found)
    elif isinstance(shape, MapOf):
        for k, item in value.items():
            _walk(shape.value, item, f"{where}.{_key(k)}" if where else _key(k), found)
    elif isinstance(shape, Obj):
        for name in shape.required:
            if name not in value:
                found.append((where, "thorgal-check-missing", {"field": name}))
        for name, inner in shape.fields.items():
            if name in value:
                _walk(inner, value[name], f"{where}.{name}" if where else name, found)


WITH_ID = Obj(("id",), id=ID)
TIMED = ListOf(Obj())  # [{timing, condition, effects}]: what is inside, the checker names
GRID = Nullable(ListOf(SEQ))
LOCATION = Obj(("id",), id=ID, areas=ListOf(ANY), action=Obj(cost=MapOf(ANY)), requires_tokens=ListOf(ANY))
BOARD = Obj(
    objectives=ListOf(WITH_ID),
    event_icons=MapOf(Obj()),
    round_track=Obj(special_spaces=MapOf(Obj())),
    adventure_track=Nullable(Obj()),
    event_requirements=ListOf(Obj()),
    special_rules=ListOf(Obj()),
    victory=Nullable(Obj(paragraph=Nullable(ID))),
    defeat=ListOf(Obj(paragraph=Nullable(ID))),
)
ADVENTURE = Obj(
    ("id",), id=ID,
    map=Obj(areas=ListOf(Obj(("id",), id=ID, pos=ListOf(ANY))), locations=ListOf(LOCATION),
            borders=ListOf(Obj(("id",), id=ID, areas=ListOf(ANY)))),
    action_cards=Obj(starting_row=ListOf(ANY), unused_pile=ListOf(ANY),
                     special_cards=ListOf(Obj(("id",), id=ID, effects=Nullable(TIMED)))),
    adventure_board=BOARD,
    objective_tokens=ListOf(WITH_ID),
    paragraphs=ListOf(Obj(("id",), id=ID, variants=ListOf(Obj()), side_threads=ListOf(Obj()))),
    event_decks=MapOf(Obj(cards=ListOf(Obj(action_phase=ListOf(Obj()), next_event_phase=Nullable(Obj()))))),
    setup=Obj(enemies=ListOf(Obj())),
    difficulty=MapOf(Obj(adventure_track_start=INT, resources=MapOf(INT), enemy_strength=MapOf(STR),
                         extra_enemies=ListOf(Obj(("location", "strength", "n"), n=INT)))),  # TG-S-21
)
#: the whole components file; the required fields are those the loader reads without a default
COMPONENTS = Obj(
    ("game", "resources", "action_types", "border_types", "enemy_strengths", "polyominoes", "dice", "action_cards",
     "heroes", "items", "finding_cards", "terrain_cards", "enemy_cards", "adventures"),
    game=Obj(("players",), players=Obj(("min", "max"), min=INT, max=INT)),
    resources=ListOf(Obj(("id", "code"), id=ID, code=STR)),
    action_types=ListOf(WITH_ID),
    border_types=ListOf(WITH_ID),
    enemy_strengths=ListOf(WITH_ID),
    polyominoes=Obj(("shapes",), shapes=MapOf(Obj())),
    dice=Obj(("colors", "hierarchy"), colors=MapOf(Obj()), hierarchy=ListOf(STR)),
    action_cards=ListOf(Obj(("id",), id=ID, additional_effects=Nullable(TIMED), bonuses=ListOf(Obj()))),
    heroes=ListOf(Obj(("id",), id=ID, combat_dial=ListOf(ListOf(ANY)), journey_track=ListOf(ListOf(ANY)),
                      skill=Obj())),
    items=ListOf(WITH_ID),
    finding_cards=ListOf(WITH_ID),
    terrain_cards=ListOf(Obj(("id",), id=ID, grid=GRID)),
    enemy_cards=MapOf(ListOf(Obj(("id",), id=ID, grid=GRID, abilities=ListOf(Obj())))),
    adventures=ListOf(ADVENTURE),
)
