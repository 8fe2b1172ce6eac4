"""Scale knobs of the proofs: CI-sized by default, soak-sized under ``plansza-soak`` (environment variables
``PLANSZA_SOAK_<NAME>``), and the figures a proof reports to the soak's report file (``PLANSZA_SOAK_REPORT``)."""
from __future__ import annotations

import json
import os


def scale(name: str, default: int) -> int:
    raw = os.environ.get(f"PLANSZA_SOAK_{name}", "").strip()
    return int(raw) if raw else default


def soaking() -> bool:
    return bool(os.environ.get("PLANSZA_SOAK_REPORT"))


def record(proof: str, **figures) -> None:
    path = os.environ.get("PLANSZA_SOAK_REPORT")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"proof": proof, **figures}) + "\n")
