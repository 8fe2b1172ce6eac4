"""Simurgh (shared/rules/simurgh/RULES.md, rule IDs SIM-x.y; gaps and decisions G-1..G-26 in its §18).

Modules, from the data up:

- ``data``     the component data (``data/components.json``, a copy of the spec's file) and its consistency check.
- ``setup``    SIM-3 and SIM-14.2: the state a game starts from, both modes (the state's keys are listed there).
- ``bundles``  SIM-7, SIM-11.3, SIM-11.4: choices of a cost or gain as fixed bundles; paying, gaining, markers.
- ``board``    SIM-4.1, 4.3, 6, 9, 10: placing, withdrawing, the Wilds, the Chronicle, exploration tiles.
- ``city``     SIM-4.7, 5.5, 8.11, 8.12: returning drawn tiles, the Scouts' Quarters, the Monument, the limits.
- ``dragons``  SIM-11.5-11.7, 11.11: usable instant abilities, trigger offers.
- ``effects``  SIM-6.1 (c), 7.3, 9.4, 10.2: the ways a space can be used in full now (a placement's options).
- ``resolve``  SIM-7, 11.3-11.6, 17.3: an effect as a queue of tasks; the pending decision and its answers.
- ``turns``    SIM-5, 13.2, 17: the moves of a turn, the end of a turn and of the game, the drafts as moves.
- ``legal``    SIM-17.2: every legal move with its label.
- ``drafts``   SIM-14.3, 14.4, 3.13, 16.1: the Dragonlord power draft, action draft and secret dragon choice.
- ``view``     §15: the per-seat view (hidden information removed here) and the hidden twin for leak tests.
- ``scoring``  SIM-12, SIM-13: the end condition, the final turns, objectives, resources, the winner.
- ``labels``, ``ui``: words for the chat (never a raw id) and the picker's prompts and step labels.
- ``game``     the contract class.
"""
from games.simurgh.game import SimurghGame

GAME = SimurghGame()

__all__ = ["GAME", "SimurghGame"]
