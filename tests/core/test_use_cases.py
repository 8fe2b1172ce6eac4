"""One way to write a use case (docs/architecture.md, "A new command"): a method of its concern's mixin of
:class:`~bot.tables.service.TableService`, whose body is the use case itself. The adapters call it on the service and
never a tables module's function with the service; no two mixins define the same method (one would hide the other
without a word); no method is a one-line forwarder to a module function taking the service."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

from bot.tables.parts import ServiceParts
from bot.tables.service import TableService

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT / "bot" / "tables"
ADAPTERS = [ROOT / "bot" / wing for wing in ("discord_app", "console", "web", "ops")] + [ROOT / "bot" / "main.py"]


def _service_functions() -> dict[str, set[str]]:
    """tables module -> its module-level functions whose first parameter is the service."""
    out: dict[str, set[str]] = {}
    for path in TABLES.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.args.args \
                    and node.args.args[0].arg == "service":
                out.setdefault(path.stem, set()).add(node.name)
    return out


def _files(where: list[Path]) -> list[Path]:
    return [p for w in where for p in ([w] if w.is_file() else sorted(w.rglob("*.py")))]


def test_no_method_is_defined_by_two_parts_of_the_service():
    owners: dict[str, list[str]] = {}
    for base in TableService.__mro__:
        if base in (object, ServiceParts):
            continue
        for name in vars(base):
            if not name.startswith("__"):
                owners.setdefault(name, []).append(base.__name__)
    assert {n: o for n, o in owners.items() if len(o) > 1} == {}


def test_every_concern_is_a_mixin_of_service_parts():
    mixins = [b for b in TableService.__mro__[1:] if b not in (object, ServiceParts)]
    assert len(mixins) >= 10
    assert all(issubclass(b, ServiceParts) for b in mixins), [b.__name__ for b in mixins if
                                                              not issubclass(b, ServiceParts)]
    for base in mixins:  # each mixin lives in its concern's module of the tables wing
        assert base.__module__.startswith("bot.tables."), base


def test_no_use_case_is_a_forwarder():
    """A method whose whole body is ``return await <module>.<function>(self, ...)`` is a second door to one use case."""
    found = []
    for base in TableService.__mro__:
        if base in (object, ServiceParts) or not base.__module__.startswith("bot.tables"):
            continue
        for name, member in vars(base).items():
            if not inspect.isfunction(member):
                continue
            body = ast.parse(inspect.cleandoc("\n" + inspect.getsource(member))).body[0].body
            body = [s for s in body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
                call = body[0].value.value if isinstance(body[0].value, ast.Await) else body[0].value
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) \
                        and isinstance(call.func.value, ast.Name) and call.args \
                        and isinstance(call.args[0], ast.Name) and call.args[0].id == "self":
                    found.append(f"{base.__name__}.{name}")
    assert found == []


def test_the_adapters_call_the_service_never_a_tables_function_with_it():
    functions = _service_functions()
    assert functions  # the rules behind the use cases (e.g. seats.hand_over) take the service
    found = []
    for path in _files(ADAPTERS):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases: dict[str, str] = {}   # local name -> tables module
        bare: dict[str, str] = {}      # local name -> "module.function"
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "bot.tables":
                aliases.update({a.asname or a.name: a.name for a in node.names if a.name in functions})
            elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot.tables."):
                module = node.module.rsplit(".", 1)[1]
                bare.update({a.asname or a.name: f"{module}.{a.name}" for a in node.names
                             if a.name in functions.get(module, ())})
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in aliases \
                    and f.attr in functions[aliases[f.value.id]]:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {aliases[f.value.id]}.{f.attr}")
            elif isinstance(f, ast.Name) and f.id in bare:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {bare[f.id]}")
    assert found == []
