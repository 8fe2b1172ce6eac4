"""Thorgal (shared/rules/thorgal/RULES.md, rule IDs TG-AREA-n): the cooperative adventure engine for any adventure
written as data, with the original demo adventure "The Saltcliff Beacon" (issue 11).

Modules, from the data up: ``data`` (components), ``validate`` (the adventure checker and its command),
``geometry`` (polyominoes, TG-GEO), ``heroes`` (wounds, heal, Threat, XP), ``setup`` (TG-S), ``atlas`` (the map,
Moves, Locations), ``row`` (the Action Row, TG-ROW/TG-REP), ``journey`` (the path, Gather), ``combat`` and
``fight`` (dice, tiles, a Combat step by step), ``conditions`` and ``effects`` (the effect language),
``decisions`` (the queue of decisions and their defaults, TG-ASY-3), ``actions`` (the main actions), ``events``
(the Event phase), ``turns`` (the turn flow), ``labels`` and ``ui`` (words for the chat), ``game`` (the contract).
"""
from games.thorgal.game import GAME, ThorgalGame

__all__ = ["GAME", "ThorgalGame"]
