"""Simurgh (RULES.md in shared/rules/simurgh): the engine is being built; not registered yet (issue 10).

Modules so far: ``data`` (the component data and its checks), ``setup`` (SIM-3: the state a game starts from).
"""
