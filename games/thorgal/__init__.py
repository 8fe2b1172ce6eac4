"""Thorgal (shared/rules/thorgal/RULES.md, rule IDs TG-AREA-n): the cooperative adventure engine for any adventure
written as data, with the original demo adventure "The Saltcliff Beacon" (issue 11).

Modules, from the data up: ``data`` (components), ``validate`` (the adventure checker and its command),
``geometry`` (polyominoes, TG-GEO), ``heroes`` (wounds, heal, Threat, XP), ``setup`` (TG-S), ``atlas`` (the map,
Move paths, Locations), ``row`` (the Action Row, TG-ROW/TG-REP), ``journey`` (the path, Gather), ``combat`` and
``fight`` (dice, tiles, a Combat step by step), ``conditions`` and ``effects`` (the effect language),
``actions`` (the main actions), ``events`` (the Event phase), ``routes`` (a Move's ways, Area by Area, TG-MOV),
``resolve`` (the queue: automatic tasks, the answers of decisions), ``labels`` and ``ui`` (words for the chat),
``turns`` (the turn flow), ``decisions`` (a player's answer, the defaults, TG-ASY-3), ``game`` (the contract).
"""
from games.thorgal.game import GAME, ThorgalGame

__all__ = ["GAME", "ThorgalGame"]
