"""The house's layout keeps its shape (issue 24): no import circle anywhere in ``bot/``, ``games/`` or ``renderers/``
(a function-level import counts too), no module over 600 lines (the stand-in for Discord included), and the arrows
between the wings of ``bot/`` run one way:

- ``games`` imports nothing of ``bot`` or ``renderers``; ``renderers`` nothing of ``bot``;
- ``bot.store`` imports no other wing of ``bot``, ``bot.tables`` only ``bot.store`` (both may use the top's
  ``observability``): never an adapter or an operator's tool;
- the adapters (``bot.discord_app``, ``bot.console``, ``bot.web``) reach a table only through the table service: they
  never import the store, seats, votes, clocks, takeback or the computer's lobby commands;
- the web table (``bot.web``) knows nothing of Discord: neither ``discord`` nor another adapter.

The shared checker (``../shared/tools/import_cycles.py``) says the same when it is there (CI has it).
"""
from __future__ import annotations

import ast
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
    here = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
    out: set[str] = set()
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
                out.add(name)
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
