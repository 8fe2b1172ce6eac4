"""House rule: "Every rule you implement has a test that names its rule ID and asserts the outcome."

``rule_ids.json`` (next to this file) lists every rule id of the specs (the ``- XX-n.m`` bullets of each game's
RULES.md). Every id must be cited by some test source under tests/ - as ``DR-3.4`` or in a name like
``test_dr_3_4_...`` - or be listed in ``ALLOWLIST`` below with the reason it has no observable outcome.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
RULE_IDS: dict[str, list[str]] = {
    game: ids for game, ids in json.loads((Path(__file__).with_name("rule_ids.json")).read_text("utf-8")).items()
    if not game.startswith("_")
}
#: each game's rule-id prefix (``DR``, ``SIM``, ``TG``...), read off its ids
PREFIX = {game: ids[0].split("-")[0] for game, ids in RULE_IDS.items()}

#: rule id -> why no test can assert an outcome for it (pure vocabulary, advice, or nothing the software does)
ALLOWLIST: dict[str, str] = {
    "DC-4.5": "setup step 5 only hands out player reference cards, which have no game effect (nothing to model)",
}

#: ``DR-3.4`` / ``dr_3_4`` (numbered sections) and ``TG-ASG-10`` / ``tg_asg_10`` (lettered areas)
_CITATION = re.compile(rf"(?<![A-Za-z0-9])({'|'.join(sorted(set(PREFIX.values())))})[-_]"
                       r"([A-Za-z]{1,5}[-_]\d+|\d+(?:[._]\d+)+)", re.IGNORECASE)


def _all_ids() -> set[str]:
    return {rid for ids in RULE_IDS.values() for rid in ids}


def cited_ids(text: str, known: set[str]) -> set[str]:
    """The known rule ids cited in ``text``. ``DC-3.4`` and ``dc_3_4`` both count; in a snake_case name the number
    may run on (``test_bk_6_2_1_x``, ``test_dr_3_4_5_cases``): the longest known id it starts with is taken."""
    found = set()
    for m in _CITATION.finditer(text):
        prefix, rest = m.group(1).upper(), m.group(2)
        if rest[0].isalpha():  # an area and its number: the digits as written (TG-ASG-1 is not TG-ASG-10)
            area, number = re.split(r"[-_]", rest)
            rid = f"{prefix}-{area.upper()}-{number}"
            if rid in known:
                found.add(rid)
            continue
        parts = re.split(r"[._]", rest)
        for n in range(len(parts), 1, -1):
            rid = f"{prefix}-{'.'.join(parts[:n])}"
            if rid in known:
                found.add(rid)
                break
    return found


def _cited() -> set[str]:
    known = _all_ids()
    out: set[str] = set()
    for path in sorted(TESTS.rglob("*.py")):
        if path.resolve() != Path(__file__).resolve():  # the allowlist below must not cite itself
            out |= cited_ids(path.read_text("utf-8"), known)
    return out


def test_rule_id_list_is_well_formed():
    """Every game of the registry has its spec's ids here, each with its game's own prefix."""
    from games import registry

    assert set(RULE_IDS) == set(registry.shipped())
    assert len(set(PREFIX.values())) == len(PREFIX)
    for game, ids in RULE_IDS.items():
        assert ids and len(ids) == len(set(ids)), game
        assert all(re.fullmatch(rf"{PREFIX[game]}-(\d+(\.\d+)+|[A-Z]{{1,5}}-\d+)", rid) for rid in ids), game


def test_citation_forms():
    known = {"DR-3.4", "BK-6.2", "BK-6.2.1", "DC-12.3", "TG-ASG-1", "TG-ASG-10", "SIM-5.2"}
    text = 'rule="DR-3.4" test_bk_6_2_1_camp(); test_dc_12_3_x; "BK-6.2." xdr_3_4 DR-3.41'
    assert cited_ids(text, known) == {"DR-3.4", "BK-6.2.1", "DC-12.3", "BK-6.2"}
    assert cited_ids("TG-ASG-10 test_sim_5_2_x", known) == {"TG-ASG-10", "SIM-5.2"}
    assert cited_ids("test_tg_asg_1_x TG-ASG-100", known) == {"TG-ASG-1"}
    assert cited_ids("test_dr_3_4_5_cases", known) == {"DR-3.4"}
    assert cited_ids("xdr_3_4 DR-3.41 BK-6.3", known) == set()


def test_every_rule_is_cited_by_a_test_or_allowlisted():
    cited = _cited()
    for game, ids in RULE_IDS.items():
        missing = [rid for rid in ids if rid not in cited and rid not in ALLOWLIST]
        assert not missing, f"{game}: rule ids without a test (cite them, or allowlist them with a reason): {missing}"


def test_allowlist_is_current():
    """Every allowlisted id exists, has a reason, and is not cited by a test (then it no longer needs the entry)."""
    known, cited = _all_ids(), _cited()
    assert set(ALLOWLIST) <= known, set(ALLOWLIST) - known
    assert all(reason.strip() for reason in ALLOWLIST.values())
    stale = sorted(set(ALLOWLIST) & cited)
    assert not stale, f"allowlisted but now cited by a test (remove from ALLOWLIST): {stale}"
