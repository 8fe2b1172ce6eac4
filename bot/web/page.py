"""The web table's page: the HTML shell (its words in the reader's language), the refusal page, and the folder of its
static assets. (A first stub: the page's own work replaces it; the signatures are the contract of docs/web-table.md.)"""
from __future__ import annotations

import html
from pathlib import Path

STATIC_DIR = Path(__file__).with_name("static")


def render_page(lang: str, base: str) -> str:
    """The page of a link; ``base`` is the link's path (``/t/<token>``), under which the page finds its API."""
    return (f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plansza</title></head>'
            f'<body data-base="{html.escape(base)}"></body></html>')


def render_refusal(lang: str, reason: str) -> str:
    """A clear page for a link that does not open (``reason``: forged, expired, revoked, gone, not-yours)."""
    return (f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>Plansza</title>'
            f'</head><body><p>{html.escape(reason)}</p></body></html>')
