"""No private name is reached from outside the module that owns it (issue 51): a ``_name`` imported from another
module, or an attribute ``x._name`` read or written where ``x`` is not the module's own object (``self``, ``cls``,
or something the module itself gives that attribute). A name another module needs is public.

Third-party internals the project reads on purpose, each in one place and for a stated reason, are listed in
:data:`THIRD_PARTY`; names Python gives a leading underscore to by design (``os._exit``, a named tuple's
``_replace``) in :data:`BY_DESIGN`."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "games", "renderers")

#: (module, attribute) -> why: another library's internals, read in that one module
THIRD_PARTY: dict[tuple[str, str], str] = {
    ("bot/store/engines.py", "_execute"): "aiosqlite has no public way to run a function on its connection's thread: "
                                          "a whole transaction in one thread hop (docs/scale-out.md, the commit bench)",
    ("bot/store/engines.py", "_conn"): "the sqlite3 connection aiosqlite's thread owns, used only on that thread",
    ("bot/ops/bench_load.py", "_execute"): "the commit bench's floor: a bare insert on the bot's own aiosqlite thread",
    ("bot/ops/bench_load.py", "_conn"): "the same, its sqlite3 connection",
    ("bot/discord_app/cards.py", "_rendered_row"): "discord.py keeps the row View.to_components gave an item only "
                                                   "there (cards.rendered_row)",
    ("games/core/i18n.py", "_messages"): "fluent.runtime's parsed messages: its public get_message gives the "
                                         "compiled form, which no longer names the { $name-case } variables",
}
#: attributes whose underscore is the language's or the standard library's own convention
BY_DESIGN = {"_exit", "_replace", "_asdict", "_fields", "_make"}


def _own_names(tree: ast.AST) -> set[str]:
    """Names this module defines or sets as attributes on anything (so reading them is the module's own business)."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            own.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
        elif isinstance(node, ast.arg):
            own.add(node.arg)
    return own


def _reached(path: Path) -> list[tuple[int, str, str]]:
    """``(line, name, how)`` of every private name ``path`` reaches in another module."""
    tree = ast.parse(path.read_text("utf-8"))
    own, out = _own_names(tree), []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            out += [(node.lineno, a.name, f"from {node.module} import {a.name}") for a in node.names
                    if a.name.startswith("_") and not a.name.startswith("__")]
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            if node.attr in own or node.attr in BY_DESIGN:
                continue
            out.append((node.lineno, node.attr, ast.unparse(node)))
    return out


def test_no_private_name_is_reached_from_another_module():
    found = []
    for top in PACKAGES:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            found += [f"{rel}:{line}: {how}" for line, name, how in _reached(path) if (rel, name) not in THIRD_PARTY]
    assert not found, "private names reached from outside their module (make them public):\n" + "\n".join(found)


def test_the_third_party_list_is_current():
    """Each listed use still exists (an entry is dropped with its use) and has a reason."""
    used = {(path.relative_to(ROOT).as_posix(), name) for top in PACKAGES for path in (ROOT / top).rglob("*.py")
            for _, name, _ in _reached(path)}
    assert set(THIRD_PARTY) <= used, set(THIRD_PARTY) - used
    assert all(reason.strip() for reason in THIRD_PARTY.values())
