"""The files the adventure check reads (``python -m games.thorgal.validate [--lang pl|en] [FILE...]``,
docs/thorgal-adventures.md). A file is either

* a components file (``data/components.json``: the shared components and its own ``adventures`` list), or
* a single-adventure file (``data/adventures/<id>.json``: one adventure object, RULES.md §0.8), checked against the
  shared components of the shipped ``components.json``; its places read ``adventure.map.areas[3]``.

Either way, an adventure id that another shipped adventure already uses is a problem too (the game loads them all,
``games.thorgal.data``, and refuses a clash). Without FILE the command checks the shipped components file and every
shipped adventure file. The shipped files are read here, not through ``games.thorgal.data``, so that a clash among
them is a line of the report, never a traceback. The lines' format (:func:`show`, :func:`line`) lives here too;
``games.thorgal.validate`` uses it and passes its rules check in as ``check`` (this module does not import it).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

from games.core import i18n
from games.thorgal import validate_shape

#: the shipped files (the same as ``games.thorgal.data``'s)
COMPONENTS_FILE = Path(__file__).parent / "data" / "components.json"
ADVENTURES_DIR = Path(__file__).parent / "data" / "adventures"


def show(value, lang: str) -> str:
    """A value from the file as a message quotes it: a string in the language's quotes, anything else as JSON, and
    never more than a short piece (a message cannot hold a parameter thousands of characters long)."""
    if isinstance(value, str):
        text = value if len(value) <= 60 else value[:59] + "…"
        return f"„{text}”" if lang == "pl" else repr(text)
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 60 else text[:59] + "…"


def line(lang: str, where: str, key: str, params: dict) -> str:
    """One problem as the command prints it: its place (the whole file when none), then what is wrong."""
    place = where or i18n.tr(lang, "thorgal-check-top")
    return f"{place}: {i18n.tr(lang, key, **params)}"


def shipped_files() -> list[Path]:
    return [COMPONENTS_FILE] + (sorted(ADVENTURES_DIR.glob("*.json")) if ADVENTURES_DIR.is_dir() else [])


def is_adventure(data) -> bool:
    """A single adventure (an object with an id and no components' fields), not a components file."""
    return isinstance(data, dict) and "id" in data and "adventures" not in data and "game" not in data


def _shipped_ids(skip: Path, single: bool) -> list[tuple[str, object]]:
    """(file name, adventure id) of the shipped adventures the file at ``skip`` is loaded with: for a single-adventure
    file all the others; for a components file (which stands in for the shipped one) the adventure files.
    Unreadable files are left out (their own check names them)."""
    out: list[tuple[str, object]] = []
    for f in shipped_files():
        if f.resolve() == skip.resolve() or (not single and f == COMPONENTS_FILE):
            continue
        data, unreadable = validate_shape.read(f)
        if unreadable or not isinstance(data, dict):
            continue
        adventures = [data] if is_adventure(data) else data.get("adventures")
        out += [(f.name, a.get("id")) for a in adventures if isinstance(a, dict)] if isinstance(adventures, list) \
            else []
    return out


def clashes(ids: list[tuple[str, object]], path: Path, lang: str, single: bool) -> list[str]:
    """TG-S-1: every adventure id once, within the file (``ids``: the place and id of each of its adventures) and
    among the shipped adventures it is loaded with."""
    others = _shipped_ids(path, single)
    out, seen = [], {}
    for place, aid in ids:
        where = seen.get(aid) or next((name for name, other in others if other == aid), None)
        if where is not None:
            out.append(line(lang, place, "thorgal-check-adventure-clash", {"id": show(aid, lang),
                                                                                       "file": where}))
        seen.setdefault(aid, place)
    return out


def problems_in_file(path: str | Path, lang: str, check: Callable[[object, str], list[str]]) -> list[str]:
    """Every problem of the file at ``path``, in ``lang``; one naming the file when it cannot be read as JSON.
    ``check``: the check of a components dict (``games.thorgal.validate.problems``, which imports this module)."""
    path = Path(path)
    data, unreadable = validate_shape.read(path)
    if unreadable:  # the file itself, not a place in it
        return [f"{path}: {i18n.tr(lang, key, **params)}" for _where, key, params in unreadable]
    if not is_adventure(data):
        found = check(data, lang)
        if found or not isinstance(data, dict):
            return found
        ids = [(f"adventures[{i}].id", a.get("id")) for i, a in enumerate(data["adventures"])]
        return clashes(ids, path, lang, single=False)
    components, unreadable = validate_shape.read(COMPONENTS_FILE)
    if unreadable or not isinstance(components, dict):
        return [f"{COMPONENTS_FILE}: {i18n.tr(lang, key, **params)}" for _where, key, params in unreadable]
    found = [re.sub(r"^adventures\[0\]", "adventure", p) for p in check(
        {**components, "adventures": [data]}, lang)]
    aid = data["id"]
    named = isinstance(aid, (str, int)) and not isinstance(aid, bool)
    return (clashes([("adventure.id", aid)], path, lang, single=True) if named else []) + found


def main(argv: list[str] | None, check: Callable[[object, str], list[str]]) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.thorgal.validate",
                                     description="Check Thorgal adventure files: a components file (components.json) "
                                                 "or a single-adventure file (data/adventures/<id>.json).")
    parser.add_argument("files", nargs="*", help="the files (default: the shipped components.json and every file "
                                                 "of data/adventures/)")
    parser.add_argument("--lang", choices=i18n.LANGS, default=i18n.DEFAULT_LANG, help="the language of the lines")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    bad = 0
    for path in args.files or [str(f) for f in shipped_files()]:
        found = problems_in_file(path, args.lang, check)
        for problem in found:
            print(problem)
        if found:
            print(i18n.tr(args.lang, "thorgal-check-summary-problems", path=path, n=len(found)))
        else:
            print(i18n.tr(args.lang, "thorgal-check-summary-ok", path=path))
        bad += bool(found)
    return 1 if bad else 0
