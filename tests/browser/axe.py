"""axe-core in the browser tests (issue 55): the npm package, installed by ``npm ci`` from
``tests/browser/axe/package-lock.json`` into ``tests/browser/axe/node_modules`` the first time a test needs it, and
injected into the page from there (never from a CDN; WebDriver's scripts are not bound by the page's
Content-Security-Policy, so the page's own policy stays as strict as it is).

Without npm the accessibility tests are skipped on a developer's machine and FAIL under ``CI=true`` (``.ci/run``
installs Debian's npm)."""
from __future__ import annotations

import contextlib
import fcntl
import shutil
import subprocess
from pathlib import Path

from tests.browser.support import ci

HERE = Path(__file__).with_name("axe")
SOURCE = HERE / "node_modules" / "axe-core" / "axe.min.js"
#: the rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
#: the impacts that fail a test (issue 55: 0 serious or critical)
FAILING = ("serious", "critical")


def source() -> str:
    """axe.min.js from the npm package (installed now if it is not yet)."""
    import pytest

    if not SOURCE.exists():
        npm = shutil.which("npm")
        if npm is None:
            if ci():
                pytest.fail("CI=true but npm is missing: .ci/run installs it (apt-get install npm)")
            pytest.skip("npm is not installed here (CI runs these)")
        with open(HERE / ".install.lock", "w") as lock, contextlib.ExitStack():
            fcntl.flock(lock, fcntl.LOCK_EX)  # two test workers: one installs, the other waits for it
            if not SOURCE.exists():
                subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--silent"], cwd=HERE, check=True,
                               timeout=300)
    return SOURCE.read_text(encoding="utf-8")


RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
  .then((r) => done(r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + (n.failureSummary || '').slice(0, 300))}))))
  .catch((e) => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));
"""


async def audit(browser) -> list[dict]:
    """axe's violations on the page as it is now (every impact)."""
    if not await browser.js("return !!window.axe"):
        await browser.js(source())
    return await browser.call(browser.driver.execute_async_script, RUN, TAGS)


def failing(violations: list[dict]) -> list[dict]:
    return [v for v in violations if v.get("impact") in FAILING]
