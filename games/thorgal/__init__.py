"""Thorgal (shared/rules/thorgal/RULES.md, rule IDs TG-AREA-n): groundwork, not registered yet (issue 11)."""
