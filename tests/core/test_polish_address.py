"""Polish as an editor writes it (issue 52, point 7): a question is asked to one player, so it says "wybierasz",
"Połóż", never the plural "wybieracie", "Połóżcie". Every game's prompts (``*-prompt-*``, ``*-ask-*``, ``*-q-*``)
and hand texts (``*-hand-*``) are read in Polish, and any word with the plural ending "-cie" is refused unless it
is a noun or a form addressed to the whole group on purpose (listed below, with why)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ASKED = re.compile(r"-(prompt|ask|q|hand)-")
NOT_PLURAL_ADDRESS = {
    "karcie", "rzucie",        # nouns in the locative ("na karcie", "po rzucie")
}
GROUP_ON_PURPOSE = {
    "thorgal-prompt-group_pay": "Płacicie",  # "Płacicie wspólnie": the group pays together; the player picks who
}


def _entries():
    for path in sorted(ROOT.glob("games/*/locales/pl*.ftl")):
        key = None
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([a-z][\w-]*) =", line)
            if m:
                key = m.group(1)
            elif line and not line[0].isspace():
                key = None  # a comment or a term: not part of a message
            if key and ASKED.search(key):
                yield path, key, line


def test_questions_and_hands_address_one_player():
    bad = []
    for path, key, line in _entries():
        for word in re.findall(r"\b\w+cie\b", line):
            if word.lower() in NOT_PLURAL_ADDRESS or GROUP_ON_PURPOSE.get(key) == word:
                continue
            bad.append(f"{path.relative_to(ROOT)}: {key}: {word}")
    assert bad == []


def test_the_check_finds_a_plural_address():
    line = "thorgal-prompt-xp = { $hero } zdobywa Doświadczenie: który tor przesuwacie?"
    assert [w for w in re.findall(r"\b\w+cie\b", line) if w not in NOT_PLURAL_ADDRESS] == ["przesuwacie"]
