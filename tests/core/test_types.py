"""The type checker over the code it covers: basedpyright in its basic mode, configured in pyproject.toml
(``[tool.basedpyright]``: the ``include`` list says which folders it reads), must find no error.

It runs the checker installed next to this interpreter (the ``dev`` extra installs it; its PyPI wheel brings its own
Node.js). Without it the test is skipped on a developer's machine and fails under ``CI=true``."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _checker() -> Path | None:
    here = Path(sys.executable).parent
    for name in ("basedpyright", "basedpyright.exe"):
        if (here / name).exists():
            return here / name
    return None


def _where(d: dict) -> str:
    start = d.get("range", {}).get("start", {})
    path = Path(d.get("file", "?"))
    try:
        path = path.relative_to(ROOT)
    except ValueError:
        pass
    return f"{path}:{start.get('line', -1) + 1}:{start.get('character', -1) + 1}"


def test_no_type_errors():
    checker = _checker()
    if checker is None:
        message = f"basedpyright is not installed next to {sys.executable} (pip install -e '.[dev]')"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    # the imports resolved in this interpreter's environment (the venv the checker came with)
    done = subprocess.run([str(checker), "--outputjson", "--project", str(ROOT), "--pythonpath", sys.executable],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"basedpyright gave no report (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    errors = [d for d in report.get("generalDiagnostics", []) if d.get("severity") == "error"]
    lines = [f"{_where(d)}: {d.get('message', '')} ({d.get('rule', '')})" for d in errors]
    if errors:
        pytest.fail(f"{len(errors)} type errors:\n" + "\n".join(lines), pytrace=False)
    assert report.get("summary", {}).get("filesAnalyzed", 0) > 0, "basedpyright read no file: check its include"
    assert done.returncode == 0, f"basedpyright exit {done.returncode}:\n{done.stderr}"
