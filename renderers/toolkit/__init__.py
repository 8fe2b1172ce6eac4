"""The shared Pillow toolkit of every renderer: ``palette`` (player and neutral colours), ``fonts`` (shipped DejaVu,
cached per size), ``text`` (measure, fit, wrap), ``primitives`` (cards, backs, grids, badges, tokens, markers, icons,
highlight frames, legends, grid coordinates, score tracks) and ``png`` (deterministic encoding).

Cached pieces (cards, markers, tokens, icons) are shared images: paste them, never draw on them.
"""
