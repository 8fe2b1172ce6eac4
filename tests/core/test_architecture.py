"""The house's layout keeps its shape (issues 24 and 51): no import circle anywhere in ``bot/``, ``games/`` or
``renderers/`` (a function-level import counts too), no module over 600 lines (the stand-in for Discord included), and
the map in docs/architecture.md is true and kept true:

- every import between wings is an arrow of the doc's table "The arrows" (read from the doc itself, so the doc and
  this check cannot disagree), or one of its known exceptions; a refused one is named with its file and line;
- every arrow of that table is still used by some import (a stale row is struck), and every module of ``bot/`` is
  named in its wing's section;
- inside the allowed arrows: the adapters (``bot.discord_app``, ``bot.console``, ``bot.web``) reach a table only
  through the table service (they never import the store, seats, votes, clocks, takeback or the computer's lobby
  commands), Discord and the console never import each other, and the web table knows nothing of Discord.

The shared checker (``../shared/tools/import_cycles.py``) says the same of circles and lengths when it is there (CI
has it).
"""
from __future__ import annotations

import ast
import functools
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "games", "renderers")
MAX_LINES = 600
#: modules of the tables wing that an adapter must not import (it calls the service's methods instead)
BEHIND_THE_SERVICE = ("bot.tables.seats", "bot.tables.votes", "bot.tables.clocks", "bot.tables.takeback",
                      "bot.tables.decision_windows", "bot.tables.idle", "bot.tables.stats", "bot.tables.service",
                      "bot.tables.stewardship", "bot.tables.sweeps", "bot.tables.replay")
ADAPTERS = ("bot.discord_app", "bot.console", "bot.web")


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py")) if "__pycache__" not in p.parts}


def _imports(path: Path, mod: str, known: set[str]) -> set[str]:
    """Project modules ``mod`` imports anywhere in its body (``from x import y`` counts ``x.y`` if that is a module)."""
    return {name for name, _ in _import_lines(path, mod, known)}


def _import_lines(path: Path, mod: str, known: set[str]) -> set[tuple[str, int]]:
    """Each project module ``mod`` imports, with the line of the import (a function-level one too)."""
    here = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
    out: set[tuple[str, int]] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(here[: len(here) - node.level + 1] + ([node.module] if node.module else [])) \
                if node.level else (node.module or "")
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != mod:
                out.add((name, node.lineno))
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {m: _imports(p, m, set(modules)) for m, p in modules.items()}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of two or more modules (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def _in(mod: str, *wings: str) -> bool:
    return any(mod == w or mod.startswith(w + ".") for w in wings)


def test_no_import_circle():
    assert _circles(_graph()) == []


def test_the_checker_finds_a_circle():
    """The check itself sees a circle, also through a function-level import."""
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_over_600_lines():
    files = [*_modules().values(), *sorted((ROOT / "tests" / "fake_discord").rglob("*.py"))]
    long = {str(p.relative_to(ROOT)): n for p in files if (n := len(p.read_text(encoding="utf-8").splitlines())) >
            MAX_LINES}
    assert long == {}


def test_arrows_between_layers_and_wings():
    wrong = []
    for mod, deps in _graph().items():
        for dep in deps:
            if _in(mod, "games") and _in(dep, "bot", "renderers"):
                wrong.append((mod, dep))
            elif _in(mod, "renderers") and _in(dep, "bot"):
                wrong.append((mod, dep))
            elif _in(mod, "bot.store") and _in(dep, "bot") and not _in(dep, "bot.store", "bot.observability"):
                wrong.append((mod, dep))
            elif _in(mod, "bot.tables") and _in(dep, "bot") and not _in(dep, "bot.tables", "bot.store",
                                                                          "bot.observability"):
                wrong.append((mod, dep))
            elif _in(mod, *ADAPTERS) and (_in(dep, "bot.store", "bot.ops") or dep in BEHIND_THE_SERVICE):
                wrong.append((mod, dep))
            elif _in(mod, "bot.discord_app") and _in(dep, "bot.console") or \
                    _in(mod, "bot.console") and _in(dep, "bot.discord_app"):
                wrong.append((mod, dep))
            elif _in(mod, "bot.web") and _in(dep, "bot.discord_app", "bot.console"):
                wrong.append((mod, dep))
    assert sorted(wrong) == []


def test_the_web_table_never_imports_discord():
    """``bot.web`` serves the page without Discord: it may run in the console (``plansza-console --web``)."""
    found = []
    for path in sorted((ROOT / "bot" / "web").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [(path.name, n) for n in names if n == "discord" or n.startswith("discord.")]
    assert found == []


def test_no_module_named_after_the_work_that_added_it():
    assert [m for m in _modules() if "absence" in m.rpartition(".")[2]] == []


def test_the_shared_checker_agrees():
    tool = ROOT.parent / "shared" / "tools" / "import_cycles.py"
    if not tool.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{tool} is missing")
        pytest.skip("no shared/ beside this checkout")
    done = subprocess.run([sys.executable, str(tool), str(ROOT)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout
    assert " 0 circles; 0 modules over 600 lines" in done.stdout


# The map (docs/architecture.md, "The arrows"): which wing may import which, read from the doc's own tables, so the
# doc and this check cannot disagree. A wing is a package of ``bot/`` (``bot.main`` is the entry point with
# ``bot/__main__.py``), ``games.core``, ``games.ai``, ``games.registry``, ``games.<game>`` (each game's package, one
# row for all), ``games`` (the bare package) and ``renderers``.
DOC = ROOT / "docs" / "architecture.md"
WINGS = ("bot.main", "bot.settings", "bot.observability", "bot.tables", "bot.store", "bot.discord_app", "bot.console",
         "bot.web", "bot.ops", "games.core", "games.ai", "games.registry", "renderers")


def _wing(mod: str) -> str:
    """The wing a module belongs to; each game's package is a wing of its own (``games.dragons``)."""
    if mod in ("bot", "bot.__main__"):
        return "bot.main"
    for wing in WINGS:
        if _in(mod, wing):
            return wing
    return ".".join(mod.split(".")[:2])


def _row(wing: str) -> str:
    """The map's row for a wing: one row, ``games.<game>``, stands for every game's package."""
    return "games.<game>" if wing.startswith("games.") and wing not in WINGS else wing


def _doc_table(header: str) -> dict[str, set[str]]:
    """The doc's table under ``header`` (its first line, ``| a | b | ... |``): the names in backticks of the first
    cell -> the names in backticks of the second (``nothing`` for none; a row without a name in its first cell, such
    as ``| none today | |``, adds nothing)."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    assert header in lines, f"docs/architecture.md has no table headed {header!r}"
    rows: dict[str, set[str]] = {}
    for line in lines[lines.index(header) + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        for name in cells[0].split("`")[1::2]:
            rows[name] = set(cells[1].split("`")[1::2])
    return rows


def _allowed() -> dict[str, set[str]]:
    return _doc_table("| wing | may import | why |")


def _exceptions() -> dict[str, set[str]]:
    return _doc_table("| module | imports | why, and how it goes |")


@functools.cache
def _arrows() -> tuple[tuple[str, str, int, str], ...]:
    """Every import that crosses a wing: (module, imported module, line, the imported module's wing)."""
    modules = _modules()
    out = []
    for mod, path in modules.items():
        for dep, line in _import_lines(path, mod, set(modules)):
            if _wing(dep) != _wing(mod):
                out.append((mod, dep, line, _wing(dep)))
    return tuple(sorted(out))


def test_the_map_reads():
    allowed = _allowed()
    assert set(WINGS) | {"games.<game>", "games"} <= set(allowed)
    named = set().union(*allowed.values())
    assert named <= set(allowed), f"the map names wings it has no row for: {sorted(named - set(allowed))}"


def test_every_arrow_is_on_the_map():
    """An import between wings that docs/architecture.md does not allow fails here, named with its line: either the
    import goes, or the map says why it is sound (a row of "The arrows"), or, as a known exception, that it will go."""
    allowed, exceptions = _allowed(), _exceptions()
    wrong = []
    for mod, dep, line, wing in _arrows():
        mine = _row(_wing(mod))
        if mine not in allowed:
            wrong.append(f"{mod}: its wing {mine} has no row on the map")
        elif _row(wing) not in allowed[mine] and wing not in exceptions.get(mod, ()):
            wrong.append(f"{_modules()[mod].relative_to(ROOT)}:{line} imports {dep}, but {mine} may import only "
                         f"{', '.join(sorted(allowed[mine])) or 'nothing'}")
    assert wrong == [], "\n".join(wrong)


def test_a_game_and_its_renderer_stay_with_their_game():
    """``games.<game>`` imports no other game (the row stands for each alone), and ``renderers.<game>`` imports of the
    games only its own (and ``games.core``)."""
    wrong = []
    for mod, dep, line, wing in _arrows():
        game = _wing(mod)
        if _row(game) == "games.<game>" and _row(wing) == "games.<game>":
            wrong.append(f"{mod}:{line} imports {dep}")
        parts = mod.split(".")
        if parts[0] == "renderers" and len(parts) > 1 and (ROOT / "games" / parts[1]).is_dir() and \
                _row(wing) == "games.<game>" and wing != f"games.{parts[1]}":
            wrong.append(f"{mod}:{line} imports {dep}")
    assert wrong == [], "\n".join(wrong)


def test_the_map_names_no_arrow_the_code_lacks():
    """The map is kept true both ways: a wing's allowed arrow that no import uses any more is struck from the doc (an
    arrow named for the future is written in prose, not in the table), and so is a known exception once it is gone."""
    used = {(_row(_wing(mod)), _row(wing)) for mod, _, _, wing in _arrows()}
    stale = [f"{w} -> {d}" for w, deps in _allowed().items() for d in sorted(deps) if (w, d) not in used]
    arrows = {(mod, wing) for mod, _, _, wing in _arrows()}
    stale += [f"{m} -> {d} (known exception)" for m, deps in _exceptions().items() for d in sorted(deps)
              if (m, d) not in arrows]
    assert stale == [], "docs/architecture.md names arrows no import uses: " + ", ".join(stale)


def test_every_module_of_bot_is_on_the_map():
    """Each module of ``bot/`` is named (``name.py``, in backticks) in its wing's section of docs/architecture.md
    (``### `bot/<wing>/` ...``; the modules at the top of ``bot/`` in ``### `bot/` itself``)."""
    sections: dict[str, str] = {}
    for part in DOC.read_text(encoding="utf-8").split("\n### ")[1:]:
        title, _, body = part.partition("\n")
        for folder in title.split("`")[1::2]:
            sections[folder] = sections.get(folder, "") + body
    missing = []
    for mod, path in _modules().items():
        if not _in(mod, "bot") or path.name == "__init__.py":
            continue
        rel = path.relative_to(ROOT / "bot")
        folder = f"bot/{rel.parts[0]}/" if len(rel.parts) > 1 else "bot/"
        if folder == "bot/store/" and rel.parts[1] == "migrations":
            name = "migrations/"
        else:
            name = rel.name
        if f"`{name}`" not in sections.get(folder, ""):
            missing.append(f"{path.relative_to(ROOT)} (in the section of `{folder}`)")
    assert missing == [], "not on the map: " + ", ".join(missing)


def test_the_shipped_package_imports_nothing_of_tests():
    """The developers' tools live in ``tests/support`` (docs/architecture.md, "Developers' tools"): not installed, so
    nothing in ``bot/``, ``games/`` or ``renderers/`` may import them, nor anything else of ``tests``."""
    found = []
    for path in _modules().values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            found += [f"{path.relative_to(ROOT)}:{node.lineno} imports {n}" for n in names
                      if n == "tests" or n.startswith("tests.")]
    assert found == []
